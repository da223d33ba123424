import { ResearchWriter } from '../features/ai-tools';
import { CmsHeroPage } from '../components/page-hero';
import { cmsPageRoute } from '../lib/queries/page-route';

export const { handle, loader } = cmsPageRoute('research-writer', {
  title: 'Research writer',
  description:
    'Turn your study topic, dataset, methods and outcomes into a structured first draft: outline, abstract, introduction, methods, results and discussion, exportable as Markdown.',
});

export function Component() {
  return (
    <CmsHeroPage slug="research-writer" headingId="writer-title">
      <ResearchWriter />
    </CmsHeroPage>
  );
}
