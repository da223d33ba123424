import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../testing/render';
import { Breadcrumb } from './breadcrumb';

describe('Breadcrumb', () => {
  it('links the trail and marks the current page', async () => {
    const { container } = renderWithTheme(
      <Breadcrumb items={[{ label: 'Courses', href: '/courses' }, { label: 'Survival analysis' }]} />,
    );
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/courses');
    expect(screen.getByText('Survival analysis')).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(container);
  });
});
