import type { CatalogueJournal, JournalValues } from '@manara/contracts';
import { describe, expect, it } from 'vitest';
import { createJournalRanker, meetsPreferences, termsOf } from './rank-journals';

const journal = (id: string, overrides: Partial<CatalogueJournal>): CatalogueJournal => ({
  id,
  title: `Journal ${id}`,
  publisher: 'Elsevier',
  homepage: `https://journal-${id}.example/`,
  scope: '',
  subjects: [],
  studyTypes: [],
  access: 'hybrid',
  indexing: [],
  ...overrides,
});

const heart = journal('heart', {
  title: 'Heart Failure Letters',
  scope: 'Heart failure hospitalisation, readmission and SGLT2 inhibitors.',
  subjects: ['Cardiology'],
  studyTypes: ['Cohort studies'],
  access: 'open',
  impactBand: '5-8',
  decisionWeeks: 3,
  publisher: 'Wiley',
});
const nursing = journal('nursing', {
  scope: 'Nurses in intensive care units: burnout, moral distress and staffing in Egypt and the Gulf.',
  subjects: ['Nursing', 'Critical care'],
  studyTypes: ['Qualitative studies'],
  impactBand: '2-5',
  decisionWeeks: 12,
});
const regional = journal('regional', {
  scope: 'Paediatric care and tumour registries in Saudi Arabia.',
  subjects: ['Paediatrics'],
  publisher: 'Springer Nature',
});

const widest: Omit<JournalValues, 'keywords'> = {
  impact: '2-5',
  processing: 'Flexible',
  publisher: 'Any',
  openAccess: false,
};
const rank = createJournalRanker([heart, nursing, regional]);
const titlesFor = (keywords: string, preferences: Partial<JournalValues> = {}) =>
  rank({ keywords, ...widest, ...preferences }).matches.map((match) => match.journal.id);

describe('createJournalRanker', () => {
  it('ranks by the words a manuscript shares with the scope, subjects and study types', () => {
    expect(titlesFor('cohort of heart failure readmission')).toEqual(['heart']);
    expect(titlesFor('qualitative study of nurse burnout')).toEqual(['nursing']);
  });

  it('names the shared words as the manuscript wrote them, consecutive words together', () => {
    const [first] = rank({ keywords: 'SGLT2 inhibitors and heart-failure Readmission', ...widest }).matches;
    expect(first?.sharedTerms).toEqual(['SGLT2 inhibitors', 'heart failure Readmission']);
  });

  it('meets British and American spellings, places and abbreviations', () => {
    expect(termsOf('pediatric')).toEqual(termsOf('paediatric'));
    expect(termsOf('tumor')).toEqual(termsOf('tumour'));
    expect(termsOf('randomized')).toEqual(termsOf('randomised'));
    expect(titlesFor('Egyptian ICUs')[0]).toBe('nursing');
    expect(titlesFor('pediatric tumor registry')).toEqual(['regional']);
  });

  it('finds nothing for words no journal shares, and ignores words that say nothing', () => {
    expect(rank({ keywords: 'zygomatic quokka', ...widest })).toEqual({ matches: [], total: 0 });
    expect(titlesFor('a study of the')).toEqual([]);
  });

  it('keeps the first ten of a long list and counts them all', () => {
    const many = Array.from({ length: 14 }, (_, index) =>
      journal(String(index), { scope: `Burnout research number ${index}` }),
    );
    const result = createJournalRanker(many)({ keywords: 'burnout', ...widest });
    expect(result.matches).toHaveLength(10);
    expect(result.total).toBe(14);
    // Equal scores keep the catalogue's order.
    expect(result.matches.map((match) => match.journal.id)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });
});

describe('the filters', () => {
  it('impact is the least band accepted; only 2-5 keeps a band that is not listed', () => {
    expect(meetsPreferences(regional, { ...widest, impact: '2-5' })).toBe(true);
    expect(meetsPreferences(regional, { ...widest, impact: '5-8' })).toBe(false);
    expect(meetsPreferences(heart, { ...widest, impact: '5-8' })).toBe(true);
    expect(meetsPreferences(nursing, { ...widest, impact: '5-8' })).toBe(false);
    expect(meetsPreferences(heart, { ...widest, impact: '8+' })).toBe(false);
  });

  it('Express keeps only a published fast first decision; Standard sets aside known slow ones', () => {
    expect(meetsPreferences(heart, { ...widest, processing: 'Express' })).toBe(true);
    expect(meetsPreferences(regional, { ...widest, processing: 'Express' })).toBe(false);
    expect(meetsPreferences(nursing, { ...widest, processing: 'Express' })).toBe(false);
    expect(meetsPreferences(nursing, { ...widest, processing: 'Standard (6-10 weeks)' })).toBe(false);
    expect(meetsPreferences(regional, { ...widest, processing: 'Standard (6-10 weeks)' })).toBe(true);
    expect(meetsPreferences(nursing, { ...widest, processing: 'Flexible' })).toBe(true);
    // Express reads the catalogue; it rewrites nothing in it.
    expect(heart.decisionWeeks).toBe(3);
  });

  it('publisher and open access narrow to what they name', () => {
    expect(titlesFor('burnout heart paediatric', { publisher: 'Wiley' })).toEqual(['heart']);
    expect(titlesFor('burnout heart paediatric', { publisher: 'Springer Nature' })).toEqual(['regional']);
    expect(titlesFor('burnout heart paediatric', { openAccess: true })).toEqual(['heart']);
  });
});
