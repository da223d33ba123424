import { ResearchWriter } from '@/features/ai-tools';
import { heroProps, PageHero } from '@/components/page-hero';
import { cmsPageRoute } from '@/lib/queries/page-route';

export const { handle, loader, Component } = cmsPageRoute('research-writer', ({ page }) => (
  <PageHero headingId="writer-title" {...heroProps(page.hero)}>
    <ResearchWriter />
  </PageHero>
));
