import { ResearchWriter } from '../features/ai-tools';
import { PageHero } from '../components/page-hero';
import type { RouteHandle } from '../lib/page-meta';

export const handle: RouteHandle = {
  meta: {
    title: 'Research writer',
    description:
      'Turn your study topic, dataset, methods and outcomes into a structured first draft: outline, abstract, introduction, methods, results and discussion, exportable as Markdown.',
  },
};

export function Component() {
  return (
    <PageHero
      headingId="writer-title"
      eyebrow="AI tools"
      title="Research writer"
      description="Give us four facts about your study and get a structured first draft to build on. It runs in your browser: nothing you type is sent anywhere."
    >
      <ResearchWriter />
    </PageHero>
  );
}
