import { Section, SectionHeading } from '@manara/ui';
import { JournalFinder } from '../features/ai-tools';
import type { RouteHandle } from '../lib/page-meta';
import { Reveal } from '../lib/reveal';

export const handle: RouteHandle = {
  meta: {
    title: 'Journal selection',
    description:
      'Find journals for your manuscript by focus, impact factor, processing time, publisher and open access. Runs in your browser; nothing is sent to a server.',
  },
};

export function Component() {
  return (
    <Section aria-labelledby="journal-title" spacing="lg">
      <Reveal offset="hero">
        <SectionHeading
          level={1}
          headingId="journal-title"
          eyebrow="AI tools"
          title="Journal selection"
          description="Describe your manuscript and your preferences to see three sample journals that fit, with impact, decision time and access model. It runs in your browser: nothing you type is sent anywhere."
        />
      </Reveal>
      <JournalFinder />
    </Section>
  );
}
