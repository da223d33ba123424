import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../testing/render';
import { TextField } from './text-field';

describe('TextField', () => {
  it('binds to the form, forwards its ref and can be disabled', async () => {
    const ref = createRef<HTMLInputElement>();
    let read: () => unknown = () => undefined;
    function Form() {
      const { control, getValues } = useForm({ defaultValues: { email: '' } });
      read = () => getValues('email');
      return (
        <>
          <TextField ref={ref} control={control} name="email" type="email" label="Email" placeholder="you@lab.org" />
          <TextField control={control} name="email" label="Locked" disabled />
        </>
      );
    }
    renderWithTheme(<Form />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'a@b.co');
    expect(read()).toBe('a@b.co');
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Email' }));
    expect(screen.getByRole('textbox', { name: 'Locked' })).toBeDisabled();
  });
});
