import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../../../../tests/helpers/render';
import { CourseCard } from './course-card';

const course = {
  title: 'Survival analysis',
  category: 'Statistics',
  level: 'Advanced',
  durationHrs: 12,
  rating: 4.84,
  price: 149,
} as const;

describe('CourseCard', () => {
  it('shows category, level, hours, rating to one decimal and the price in dollars', async () => {
    const { container } = renderWithTheme(<CourseCard course={course} href="/courses/7" />);
    expect(screen.getByRole('link', { name: 'Survival analysis' })).toHaveAttribute('href', '/courses/7');
    expect(screen.getByText('Statistics')).toBeInTheDocument();
    expect(screen.getByText('12 hrs')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('$149')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('on the dashboard shows progress and a Continue action instead of the price', async () => {
    const { container } = renderWithTheme(<CourseCard course={course} progress={40} href="/courses/7" />);
    expect(screen.getByRole('progressbar', { name: 'Progress: Survival analysis' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByRole('link', { name: 'Continue: Survival analysis' })).toHaveAttribute('href', '/courses/7');
    expect(screen.queryByText('$149')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
