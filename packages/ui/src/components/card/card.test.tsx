import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../testing/render';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardLink, CardTitle } from './card';

describe('Card', () => {
  it('composes header, title, description and footer with data-slot parts', async () => {
    const { container } = renderWithTheme(
      <Card variant="elevated" interactive>
        <CardHeader>
          <CardTitle level={2}>
            <CardLink href="/courses/1">Biostatistics</CardLink>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <CardDescription>Regression for clinicians.</CardDescription>
        </CardContent>
        <CardFooter>Footer</CardFooter>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Biostatistics' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Biostatistics' })).toHaveAttribute('href', '/courses/1');
    expect(container.querySelector('[data-slot="card"]')).toHaveAttribute('data-variant', 'elevated');
    await expectNoAxeViolations(container);
  });
});
