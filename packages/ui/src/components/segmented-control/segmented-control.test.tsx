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

  it('reports choosing the selected option again, and only that', async () => {
    const onValueChange = vi.fn();
    const onReselect = vi.fn();
    renderWithTheme(
      <SegmentedControl
        label="View"
        defaultValue="monthly"
        onValueChange={onValueChange}
        onReselect={onReselect}
        options={[
          { value: 'monthly', label: 'Monthly' },
          { value: 'project', label: 'Project' },
        ]}
      />,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Project' }));
    expect(onValueChange).toHaveBeenLastCalledWith('project');
    expect(onReselect).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: 'Project' }));
    expect(onReselect).toHaveBeenCalledWith('project');
    expect(onValueChange).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{ArrowLeft}');
    expect(onValueChange).toHaveBeenLastCalledWith('monthly');
    expect(onReselect).toHaveBeenCalledTimes(1);
  });
});
