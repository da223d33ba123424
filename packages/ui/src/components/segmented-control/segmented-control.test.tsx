import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../testing/render';
import { SegmentedControl } from './segmented-control';

describe('SegmentedControl', () => {
  it('is a named group of radios', async () => {
    const onValueChange = vi.fn();
    const { container } = renderWithTheme(
      <SegmentedControl
        label="Billing period"
        defaultValue="monthly"
        onValueChange={onValueChange}
        options={[
          { value: 'monthly', label: 'Monthly' },
          { value: 'annual', label: 'Annual' },
        ]}
      />,
    );
    expect(screen.getByRole('group', { name: 'Billing period' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(onValueChange).toHaveBeenLastCalledWith('annual');
    expect(screen.getByRole('radio', { name: 'Annual' })).toBeChecked();
    await expectNoAxeViolations(container);
  });
});
