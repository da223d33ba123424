import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../testing/render';
import { Select } from './select';

describe('Select', () => {
  it('offers string and labelled options after a placeholder', async () => {
    function Form() {
      const { control, watch } = useForm({ defaultValues: { status: '' } });
      return (
        <>
          <Select
            control={control}
            name="status"
            label="Status"
            placeholder="Choose a status"
            options={['pending', { value: 'approved', label: 'Approved' }]}
          />
          <output>{watch('status')}</output>
        </>
      );
    }
    const { container } = renderWithTheme(<Form />);
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a status', 'pending', 'Approved']);
    await userEvent.selectOptions(select, 'approved');
    expect(screen.getByRole('status')).toHaveTextContent('approved');
    await expectNoAxeViolations(container);
  });
});
