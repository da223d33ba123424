import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../../../../tests/helpers/render';
import { PortfolioCard } from './portfolio-card';

describe('PortfolioCard', () => {
  it('shows domain, year, summary and tags', async () => {
    const { container } = renderWithTheme(
      <PortfolioCard
        project={{
          title: 'Sepsis cohort',
          domain: 'Critical care',
          year: 2024,
          summary: 'A registry study.',
          tags: ['R', 'Cohort'],
        }}
      />,
    );
    expect(screen.getByRole('article')).toHaveTextContent('Critical care · 2024');
    expect(screen.getByRole('list', { name: 'Tags' })).toHaveTextContent('RCohort');
    await expectNoAxeViolations(container);
  });
});
