import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../testing/render';
import { ServiceCard } from './service-card';

describe('ServiceCard', () => {
  it('links its title to the service route and lists features', async () => {
    const { container } = renderWithTheme(
      <ServiceCard
        title="Data analysis"
        summary="From raw data to tables."
        features={['Analysis plan', 'Reproducible code']}
        href="/data-analysis"
      />,
    );
    expect(screen.getByRole('link', { name: 'Data analysis' })).toHaveAttribute('href', '/data-analysis');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    // One link per card: the CTA text is decoration, not a second tab stop.
    expect(screen.getAllByRole('link')).toHaveLength(1);
    await expectNoAxeViolations(container);
  });
});
