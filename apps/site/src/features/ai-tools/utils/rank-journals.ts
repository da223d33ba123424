import {
  JOURNAL_DECISION_CEILING,
  JOURNAL_IMPACT_FLOOR,
  JOURNAL_SHORTLIST,
  type CatalogueJournal,
  type JournalValues,
} from '@manara/contracts';
import MiniSearch from 'minisearch';
import { stemmer } from 'stemmer';

/**
 * The journal finder's ranking, all in the browser: the manuscript focus is scored against each
 * journal's scope, subject areas and study types with BM25 (MiniSearch's BM25+), and the form's
 * filters narrow the result (docs/decisions/020-journal-catalogue.md). Nothing here calls a server.
 */

/** Words that say nothing about where a manuscript belongs. */
const STOP_WORDS = new Set(
  (
    'a an and are as at be been being but by for from had has have in into is it its of on or our over per ' +
    'than that the their them these they this those to under was we were which while who with within without ' +
    'among between about after before during also using use used based versus vs via study studies paper ' +
    'manuscript article research investigate investigated investigating examine examined evaluate evaluated ' +
    'assess assessed aim aims whether'
  ).split(' '),
);

/** Abbreviations authors write for terms the scopes spell out; both are kept. */
const EXPANSIONS: Record<string, string> = {
  icu: 'intensive care unit',
  icus: 'intensive care units',
  picu: 'paediatric intensive care unit',
  nicu: 'neonatal intensive care unit',
  ed: 'emergency department',
  ards: 'acute respiratory distress syndrome',
  rct: 'randomised controlled trial',
  rcts: 'randomised controlled trials',
  hf: 'heart failure',
  hfref: 'heart failure reduced ejection fraction',
  hfpef: 'heart failure preserved ejection fraction',
  mi: 'myocardial infarction',
  ckd: 'chronic kidney disease',
  tb: 'tuberculosis',
  ai: 'artificial intelligence',
  ml: 'machine learning',
  ehr: 'electronic health records',
  emr: 'electronic medical records',
  qi: 'quality improvement',
  amr: 'antimicrobial resistance',
  ksa: 'saudi arabia',
  uae: 'united arab emirates',
};

/** Demonyms and adjectives of place that the scopes write as the place. */
const PLACES: Record<string, string> = {
  egyptian: 'egypt',
  egyptians: 'egypt',
  saudis: 'saudi',
  emirati: 'emirates',
  qatari: 'qatar',
  omani: 'oman',
  kuwaiti: 'kuwait',
  bahraini: 'bahrain',
  arab: 'arab',
  arabic: 'arab',
};

/** British spellings meet American ones (the catalogue and the authors use both). */
const SPELLING: readonly [RegExp, string][] = [
  [/^paed/, 'ped'],
  [/haem/, 'hem'],
  [/^anaes/, 'anes'],
  [/gynaec/, 'gynec'],
  [/^oesoph/, 'esoph'],
  [/^oedem/, 'edem'],
  [/our$/, 'or'],
  [/ours$/, 'ors'],
  [/is(e|ed|es|ing|ation|ations)$/, 'iz$1'],
];

/** One word of text as the index keeps it: lower case, American spelling, stemmed; or null for a stop word. */
function normaliseWord(word: string): string | null {
  const lower = word.toLowerCase();
  if (lower.length < 2 || STOP_WORDS.has(lower)) return null;
  const place = PLACES[lower] ?? lower;
  const spelled = SPELLING.reduce((current, [pattern, replacement]) => current.replace(pattern, replacement), place);
  return stemmer(spelled);
}

/** The terms a word stands for: its own stem, plus those of the words an abbreviation spells out. */
export function termsOf(word: string): string[] {
  const own = normaliseWord(word);
  const spelledOut = EXPANSIONS[word.toLowerCase()];
  const expanded = spelledOut ? spelledOut.split(' ').map(normaliseWord) : [];
  return [...new Set([own, ...expanded].filter((term): term is string => term !== null))];
}

/** Letters and digits make words; hyphens, slashes and punctuation split them ("heart-failure"). */
const WORD = /[\p{L}\p{N}]+/gu;
const wordsOf = (text: string): string[] => text.match(WORD) ?? [];

/** Runs of consecutive shared words, each phrase once ("heart failure", "readmission"). */
function phrasesOf(words: readonly string[], shared: ReadonlySet<string | undefined>): string[] {
  const phrases: string[] = [];
  let run: string[] = [];
  for (const word of [...words, '']) {
    if (word && shared.has(word)) {
      run.push(word);
    } else if (run.length > 0) {
      phrases.push(run.join(' '));
      run = [];
    }
  }
  return [...new Set(phrases)];
}

interface IndexedJournal {
  id: string;
  scope: string;
  subjects: string;
  studyTypes: string;
}

/** Subject areas and study types are the editors' own labels: a match there says more than one word of scope. */
const FIELD_BOOST = { subjects: 2, studyTypes: 1.5, scope: 1 } as const;

export interface JournalMatch {
  journal: CatalogueJournal;
  /**
   * The manuscript's own words that the journal shares, as typed and in their order; words that
   * follow each other in the manuscript stay together ("heart failure readmission").
   */
  sharedTerms: string[];
}

export interface JournalRanking {
  /** The best journals first, at most JOURNAL_SHORTLIST.most. */
  matches: JournalMatch[];
  /** How many journals matched the text and passed the filters. */
  total: number;
}

type Preferences = Omit<JournalValues, 'keywords'>;

/** Whether a journal meets the form's filters; a fact the catalogue leaves empty meets only the widest choice. */
export function meetsPreferences(
  journal: CatalogueJournal,
  { impact, processing, publisher, openAccess }: Preferences,
) {
  const floor = JOURNAL_IMPACT_FLOOR[impact];
  const impactOk = journal.impactBand
    ? (floor.bands as readonly string[]).includes(journal.impactBand)
    : floor.unlisted;
  const ceiling = JOURNAL_DECISION_CEILING[processing];
  const decisionOk = journal.decisionWeeks === undefined ? ceiling.unlisted : journal.decisionWeeks <= ceiling.weeks;
  const publisherOk = publisher === 'Any' || journal.publisher === publisher;
  const accessOk = !openAccess || journal.access === 'open';
  return impactOk && decisionOk && publisherOk && accessOk;
}

/**
 * Builds the BM25 index of a catalogue once; the returned function ranks a manuscript against it.
 * Ties keep the catalogue's order (alphabetical, as the server sends it).
 */
export function createJournalRanker(catalogue: readonly CatalogueJournal[]) {
  const byId = new Map(catalogue.map((journal) => [journal.id, journal]));
  const order = new Map(catalogue.map((journal, index) => [journal.id, index]));
  const index = new MiniSearch<IndexedJournal>({
    fields: ['scope', 'subjects', 'studyTypes'],
    tokenize: wordsOf,
    processTerm: termsOf,
    searchOptions: { boost: FIELD_BOOST, combineWith: 'OR', prefix: false, fuzzy: false },
  });
  index.addAll(
    catalogue.map((journal) => ({
      id: journal.id,
      scope: journal.scope,
      subjects: journal.subjects.join(' '),
      studyTypes: journal.studyTypes.join(' '),
    })),
  );

  return function rank({ keywords, ...preferences }: JournalValues): JournalRanking {
    const words = wordsOf(keywords);
    // Each term the index compares, mapped back to the first word of the manuscript that gave it.
    const wordOfTerm = new Map<string, string>();
    for (const word of words) for (const term of termsOf(word)) if (!wordOfTerm.has(term)) wordOfTerm.set(term, word);
    const results = index
      .search(words.join(' '), { filter: (result) => meetsPreferences(byId.get(String(result.id))!, preferences) })
      .sort((a, b) => b.score - a.score || order.get(String(a.id))! - order.get(String(b.id))!);
    const matches = results.slice(0, JOURNAL_SHORTLIST.most).map((result): JournalMatch => ({
      journal: byId.get(String(result.id))!,
      sharedTerms: phrasesOf(words, new Set(result.queryTerms.map((term) => wordOfTerm.get(term)))),
    }));
    return { matches, total: results.length };
  };
}
