import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../testing/render';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('stores a boolean', async () => {
    function Form() {
      const { control, watch } = useForm({ defaultValues: { remember: false } });
      return (
        <>
          <Checkbox control={control} name="remember" label="Remember me" hint="On this device only." />
          <output>{String(watch('remember'))}</output>
        </>
      );
    }
    const { container } = renderWithTheme(<Form />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(box).toHaveAccessibleDescription('On this device only.');
    await userEvent.click(box);
    expect(screen.getByRole('status')).toHaveTextContent('true');
    await expectNoAxeViolations(container);
  });
});
