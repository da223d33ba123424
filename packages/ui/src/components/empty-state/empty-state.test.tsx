import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../testing/render';
import { ButtonLink } from '../button';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('titles the state and offers a way forward', async () => {
    const { container } = renderWithTheme(
      <EmptyState
        title="Course not found"
        description="This course may have been archived. Please explore our catalog."
        actions={<ButtonLink href="/courses">Back to courses</ButtonLink>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Course not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to courses' })).toHaveAttribute('href', '/courses');
    await expectNoAxeViolations(container);
  });
});
