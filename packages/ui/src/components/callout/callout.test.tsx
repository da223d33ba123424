import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../testing/render';
import { Callout } from './callout';

describe('Callout', () => {
  it('is a paragraph that carries its tone and passes on role and ref', async () => {
    let node: HTMLParagraphElement | null = null;
    const { container } = renderWithTheme(
      <Callout tone="danger" role="alert" ref={(el) => void (node = el)}>
        Enter a title.
      </Callout>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.tagName).toBe('P');
    expect(alert).toHaveAttribute('data-tone', 'danger');
    expect(alert).toHaveTextContent('Enter a title.');
    expect(node).toBe(alert);
    await expectNoAxeViolations(container);
  });
});
