import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../testing/render';
import { Stat, StatGroup } from './stat';

describe('Stat', () => {
  it('pairs each label with its number in a description list', async () => {
    const { container } = renderWithTheme(
      <StatGroup>
        <Stat value="500+" label="Projects" />
        <Stat value="4.9/5" label="Rating" />
      </StatGroup>,
    );
    expect(screen.getByText('Projects').tagName).toBe('DT');
    expect(screen.getByText('500+').tagName).toBe('DD');
    await expectNoAxeViolations(container);
  });
});
