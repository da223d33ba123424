export { JournalFinder } from './components/journal-finder';
export { ResearchWriter } from './components/research-writer';
export { composeDraft, draftToMarkdown, type DraftSection } from './utils/research-draft';
