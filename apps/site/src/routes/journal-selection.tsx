import { JournalFinder } from '../features/ai-tools';
import { CmsHeroPage } from '../components/page-hero';
import { cmsPageRoute } from '../lib/queries/page-route';

export const { handle, loader } = cmsPageRoute('journal-selection', {
  title: 'Journal selection',
  description:
    'Find journals for your manuscript by focus, impact factor, processing time, publisher and open access. Runs in your browser; nothing is sent to a server.',
});

export function Component() {
  return (
    <CmsHeroPage slug="journal-selection" headingId="journal-title">
      <JournalFinder />
    </CmsHeroPage>
  );
}
