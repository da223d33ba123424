import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../testing/render';
import { Badge } from './badge';

describe('Badge', () => {
  it('exposes tone and variant', async () => {
    const { container } = renderWithTheme(
      <Badge tone="success" variant="outline">
        Approved
      </Badge>,
    );
    expect(screen.getByText('Approved')).toHaveAttribute('data-tone', 'success');
    expect(screen.getByText('Approved')).toHaveAttribute('data-variant', 'outline');
    await expectNoAxeViolations(container);
  });
});
