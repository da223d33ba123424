import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../testing/render';
import { CheckboxGroup } from './checkbox-group';

describe('CheckboxGroup', () => {
  it('adds and removes values in one array', async () => {
    function Form() {
      const { control, watch } = useForm<{ deliverables: string[] }>({ defaultValues: { deliverables: [] } });
      return (
        <>
          <CheckboxGroup
            control={control}
            name="deliverables"
            label="Deliverables"
            options={['Report', 'Code', 'Slides']}
          />
          <output>{watch('deliverables').join(',')}</output>
        </>
      );
    }
    const { container } = renderWithTheme(<Form />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Code' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Report' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Code' }));
    expect(screen.getByRole('status')).toHaveTextContent('Report');
    expect(screen.getByRole('group', { name: 'Deliverables' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
