import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../testing/render';
import { PathwayCard } from './pathway-card';

describe('PathwayCard', () => {
  it('names its step for screen readers and links when given an href', async () => {
    const { container } = renderWithTheme(
      <PathwayCard step={2} title="Clean and model" description="We tidy your data." href="#wizard" />,
    );
    expect(screen.getByRole('heading', { name: /Pathway 2:\s*Clean and model/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clean and model' })).toHaveAttribute('href', '#wizard');
    await expectNoAxeViolations(container);
  });
});
