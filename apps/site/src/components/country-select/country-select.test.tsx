import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COUNTRIES } from '@manara/contracts';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../../../../tests/helpers/render';
import { CountrySelect } from './country-select';

describe('CountrySelect', () => {
  it('offers the five countries and reports the chosen code', async () => {
    const onValueChange = vi.fn();
    const { container } = renderWithTheme(<CountrySelect value="US" onValueChange={onValueChange} hideLabel />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(COUNTRIES.map((c) => c.code));
    await userEvent.selectOptions(select, 'EG');
    expect(onValueChange).toHaveBeenCalledWith('EG');
    await expectNoAxeViolations(container);
  });
});
