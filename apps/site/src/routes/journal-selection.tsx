import { JournalFinder } from '../features/ai-tools';
import { PageHero } from '../components/page-hero';
import type { RouteHandle } from '../lib/page-meta';

export const handle: RouteHandle = {
  meta: {
    title: 'Journal selection',
    description:
      'Find journals for your manuscript by focus, impact factor, processing time, publisher and open access. Runs in your browser; nothing is sent to a server.',
  },
};

export function Component() {
  return (
    <PageHero
      headingId="journal-title"
      eyebrow="AI tools"
      title="Journal selection"
      description="Describe your manuscript and your preferences to see three sample journals that fit, with impact, decision time and access model. It runs in your browser: nothing you type is sent anywhere."
    >
      <JournalFinder />
    </PageHero>
  );
}
