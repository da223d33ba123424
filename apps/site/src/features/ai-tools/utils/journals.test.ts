import type { JournalValues } from '@manara/contracts';
import { describe, expect, it } from 'vitest';
import { FAST_TRACK_DECISION, recommendJournals } from './journals';

const base: JournalValues = {
  keywords: 'cardiac rehabilitation outcomes',
  impact: '5-8',
  processing: 'Standard (6-10 weeks)',
  publisher: 'Any',
  openAccess: true,
};

describe('recommendJournals', () => {
  it('always returns three journals with every field', () => {
    for (const impact of ['2-5', '5-8', '8+'] as const) {
      const journals = recommendJournals({ ...base, impact });
      expect(journals).toHaveLength(3);
      for (const journal of journals) {
        expect(journal.title).not.toBe('');
        expect(journal.impactFactor).toBeGreaterThan(0);
        expect(journal.decision).not.toBe('');
        expect(journal.access).not.toBe('');
        expect(journal.link).toMatch(/^https:\/\//);
      }
    }
  });

  it('ranks the chosen impact band, publisher and access model first', () => {
    const [first] = recommendJournals({ ...base, impact: '8+', publisher: 'Springer Nature', openAccess: true });
    expect(first?.title).toBe('Nature Communications');
    const elsevier = recommendJournals({ ...base, impact: '2-5', publisher: 'Elsevier', openAccess: false });
    expect(elsevier[0]?.title).toBe('International Journal of Medical Informatics');
  });

  it('gives the first journal a fast track only for Express', () => {
    expect(recommendJournals({ ...base, processing: 'Express' })[0]?.decision).toBe(FAST_TRACK_DECISION);
    expect(recommendJournals({ ...base, processing: 'Express' })[1]?.decision).not.toBe(FAST_TRACK_DECISION);
    expect(recommendJournals(base)[0]?.decision).not.toBe(FAST_TRACK_DECISION);
    expect(FAST_TRACK_DECISION).toBe('Fast track (2-4 weeks)');
  });
});
