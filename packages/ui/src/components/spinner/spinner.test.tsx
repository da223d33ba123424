import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../testing/render';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status with a readable label', async () => {
    const { container } = renderWithTheme(<Spinner label="Checking session" />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking session');
    await expectNoAxeViolations(container);
  });

  it('is hidden from assistive tech when decorative', () => {
    const { container } = renderWithTheme(<Spinner decorative />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
