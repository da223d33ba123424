import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../testing/render';
import { TextArea } from './text-area';

describe('TextArea', () => {
  it('binds multi-line text with a hint', async () => {
    function Form() {
      const { control, watch } = useForm({ defaultValues: { topic: '' } });
      return (
        <>
          <TextArea control={control} name="topic" label="Study topic" hint="At least 10 characters." />
          <output>{watch('topic')}</output>
        </>
      );
    }
    const { container } = renderWithTheme(<Form />);
    const area = screen.getByRole('textbox', { name: 'Study topic' });
    expect(area).toHaveAccessibleDescription('At least 10 characters.');
    await userEvent.type(area, 'Sepsis{Enter}outcomes');
    expect(screen.getByRole('status')).toHaveTextContent('Sepsis outcomes');
    await expectNoAxeViolations(container);
  });
});
