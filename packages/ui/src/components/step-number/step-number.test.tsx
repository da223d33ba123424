import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../testing/render';
import { StepNumber } from './step-number';

describe('StepNumber', () => {
  it('shows the number but leaves it out of the accessible text (the list or a label says it)', () => {
    const { container } = renderWithTheme(
      <ol>
        <li>
          <StepNumber>3</StepNumber>Data freeze
        </li>
      </ol>,
    );
    const step = container.querySelector('[data-slot="step-number"]');
    expect(step).toHaveTextContent('3');
    expect(step).toHaveAttribute('aria-hidden', 'true');
  });
});
