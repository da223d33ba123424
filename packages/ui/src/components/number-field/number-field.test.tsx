import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../testing/render';
import { NumberField } from './number-field';

describe('NumberField', () => {
  it('stores numbers, and an empty string when cleared', async () => {
    let read: () => unknown = () => undefined;
    function Form() {
      const { control, getValues } = useForm<{ progress: number | '' }>({ defaultValues: { progress: 40 } });
      read = () => getValues('progress');
      return <NumberField control={control} name="progress" label="Progress" min={0} max={100} step={20} />;
    }
    renderWithTheme(<Form />);
    const input = screen.getByRole('spinbutton', { name: 'Progress' });
    expect(input).toHaveValue(40);
    await userEvent.clear(input);
    expect(read()).toBe('');
    await userEvent.type(input, '60');
    expect(read()).toBe(60);
  });
});
