import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../testing/render';
import { Field, Input } from './index';

describe('Field', () => {
  it('ties label, hint and error to the control', async () => {
    const { container } = renderWithTheme(
      <Field label="Email" hint="We never share it." error="Enter a valid email" required>
        {(control) => <Input type="email" {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it. Enter a valid email');
    await expectNoAxeViolations(container);
  });
});
