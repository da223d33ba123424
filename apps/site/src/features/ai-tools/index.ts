export { JournalFinder } from './components/journal-finder';
export { ResearchWriter } from './components/research-writer';
export { FAST_TRACK_DECISION, recommendJournals, type JournalRecommendation } from './utils/journals';
export { composeDraft, draftToMarkdown, type DraftSection } from './utils/research-draft';
