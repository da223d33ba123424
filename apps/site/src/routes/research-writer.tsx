import { Section, SectionHeading } from '@manara/ui';
import { ResearchWriter } from '../features/ai-tools';
import type { RouteHandle } from '../lib/page-meta';
import { Reveal } from '../lib/reveal';

export const handle: RouteHandle = {
  meta: {
    title: 'Research writer',
    description:
      'Turn your study topic, dataset, methods and outcomes into a structured first draft: outline, abstract, introduction, methods, results and discussion, exportable as Markdown.',
  },
};

export function Component() {
  return (
    <Section aria-labelledby="writer-title" spacing="lg">
      <Reveal offset="hero">
        <SectionHeading
          level={1}
          headingId="writer-title"
          eyebrow="AI tools"
          title="Research writer"
          description="Give us four facts about your study and get a structured first draft to build on. It runs in your browser: nothing you type is sent anywhere."
        />
      </Reveal>
      <ResearchWriter />
    </Section>
  );
}
