import { heroPageGlobal } from './hero-page';

export const JournalSelectionPage = heroPageGlobal(
  'journal-selection',
  'Journal selection page',
  'The heading of /ai-tools/journal-selection, above the journal finder.',
);
