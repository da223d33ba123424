import { heroPageGlobal } from './hero-page';

export const ResearchWriterPage = heroPageGlobal(
  'research-writer',
  'Research writer page',
  'The heading of /ai-tools/research-writer, above the draft writer.',
);
