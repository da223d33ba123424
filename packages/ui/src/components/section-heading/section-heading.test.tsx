import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../testing/render';
import { SectionHeading } from './section-heading';

describe('SectionHeading', () => {
  it('renders the chosen heading level with eyebrow and description', () => {
    renderWithTheme(
      <SectionHeading level={1} eyebrow="Pricing" title="Plans" description="Pay in your currency." align="center" />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Plans' })).toBeInTheDocument();
    expect(screen.getByText('Pricing')).toBeInTheDocument();
    expect(screen.getByText('Pay in your currency.')).toBeInTheDocument();
  });
});
