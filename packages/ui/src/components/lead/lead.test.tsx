import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../testing/render';
import { Lead } from './lead';

describe('Lead', () => {
  it('is a paragraph of the chosen size, lg unless told', async () => {
    const { container } = renderWithTheme(
      <>
        <Lead>Pay in your currency.</Lead>
        <Lead size="md">Answer every question, then submit.</Lead>
      </>,
    );
    expect(screen.getByText('Pay in your currency.').tagName).toBe('P');
    expect(screen.getByText('Pay in your currency.')).toHaveAttribute('data-size', 'lg');
    expect(screen.getByText('Answer every question, then submit.')).toHaveAttribute('data-size', 'md');
    await expectNoAxeViolations(container);
  });
});
