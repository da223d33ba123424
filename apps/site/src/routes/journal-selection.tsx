import { JournalFinder } from '@/features/ai-tools';
import { heroProps, PageHero } from '@/components/page-hero';
import { cmsPageRoute } from '@/lib/queries/page-route';

export const { handle, loader, Component } = cmsPageRoute('journal-selection', ({ page }) => (
  <PageHero headingId="journal-title" {...heroProps(page.hero)}>
    <JournalFinder />
  </PageHero>
));
