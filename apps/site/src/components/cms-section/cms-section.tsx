import type { PageSection } from '@manara/contracts';
import { Section, SectionHeading, type SectionProps, type SectionHeadingProps } from '@manara/ui';
import type { ReactNode } from 'react';
import { headingOf } from '@/lib/page-section';
import { Reveal } from '@/lib/reveal';

/** A page band whose content rises in as it scrolls into view. */
export function RevealSection({ children, ...sectionProps }: SectionProps) {
  return (
    <Section {...sectionProps}>
      <Reveal>{children}</Reveal>
    </Section>
  );
}

interface CmsSectionProps extends Omit<SectionProps, 'aria-labelledby' | 'children'> {
  /** The heading's id, which names the band. */
  headingId: string;
  /** The band's heading as an editor wrote it in /cms. */
  section: PageSection;
  align?: SectionHeadingProps['align'];
  /** What follows the heading: the band's list, tool or links. */
  children: ReactNode;
}

/** A band of a CMS-written page: its editor-written heading and its content, rising in together as it scrolls into view. */
export function CmsSection({ headingId, section, align, children, ...sectionProps }: CmsSectionProps) {
  return (
    <RevealSection {...sectionProps} aria-labelledby={headingId}>
      <SectionHeading headingId={headingId} {...headingOf(section)} align={align} />
      {children}
    </RevealSection>
  );
}
