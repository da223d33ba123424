import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../testing/render';
import { SectionHeading } from '../section-heading';
import { Section } from './section';

describe('Section', () => {
  it('is a named region when labelled by its heading', async () => {
    const { container } = renderWithTheme(
      <Section id="services" tone="subtle" aria-labelledby="services-title">
        <SectionHeading headingId="services-title" eyebrow="What we do" title="Services" />
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Services' });
    expect(region).toHaveAttribute('data-tone', 'subtle');
    expect(region.querySelector('[data-slot="container"]')).not.toBeNull();
    await expectNoAxeViolations(container);
  });
});
