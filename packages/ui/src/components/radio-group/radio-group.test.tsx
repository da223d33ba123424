import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../testing/render';
import { RadioGroup } from './radio-group';

describe('RadioGroup', () => {
  it('is a labelled radiogroup whose arrow keys change the value', async () => {
    function Form() {
      const { control, watch } = useForm({ defaultValues: { level: 'Beginner' } });
      return (
        <>
          <RadioGroup control={control} name="level" label="Level" options={['Beginner', 'Intermediate', 'Advanced']} />
          <output>{watch('level')}</output>
        </>
      );
    }
    const { container } = renderWithTheme(<Form />);
    expect(screen.getByRole('radiogroup', { name: 'Level' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Beginner' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('status')).toHaveTextContent('Intermediate');
    await expectNoAxeViolations(container);
  });
});
