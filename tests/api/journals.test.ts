import {
  catalogueJournalSchema,
  ISSN_PATTERN,
  JOURNAL_PUBLISHER_OPTIONS,
  MESSAGES,
  type CatalogueJournal,
} from '@manara/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendAs, signInCast, startTestApi, type TestApi } from '../helpers/api';

/**
 * The journal catalogue (docs/decisions/020-journal-catalogue.md): seeded, curated by editors in /cms
 * with drafts, and read whole by the finder from the cached GET /api/journals.
 */
let api: TestApi;
let editor: string;
let member: string;

beforeAll(async () => {
  api = await startTestApi({ journals: true });
  ({ editor, member } = await signInCast(api, 'journals'));
});
afterAll(async () => {
  await api?.close();
});

const catalogue = async () => {
  const res = await api.request.get('/api/journals');
  expect(res.status).toBe(200);
  return catalogueJournalSchema.strict().array().parse(res.body);
};
const titles = async () => (await catalogue()).map((journal) => journal.title);
/** After a write the cache is dropped once more shortly after (hooks/invalidate-public-cache.ts). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 400));

const newJournal = (title: string) => ({
  title,
  publisher: 'Wiley',
  issnElectronic: '2222-3333',
  homepage: 'https://journal.example/',
  scope: 'Tele-rehabilitation after hip fracture in older adults, delivered by physiotherapists at home.',
  subjects: ['Health services research'],
  studyTypes: ['Randomised trials'],
  access: 'open',
  impactBand: '2-5',
  indexing: ['Scopus'],
});

describe('GET /api/journals', () => {
  it('pages the catalogue by title when asked, the total and the next page in the headers', async () => {
    const whole = await titles();
    const res = await api.request.get('/api/journals?limit=50&page=2');
    expect(res.status).toBe(200);
    expect(res.body.map((journal: { title: string }) => journal.title)).toEqual(whole.slice(50, 100));
    expect(res.headers['x-total-count']).toBe(String(whole.length));
    expect(res.headers.link).toContain('</api/journals?limit=50>; rel="prev"');
  });

  it('sends the seeded catalogue: at least 80 journals, each with its facts or none at all', async () => {
    const journals = await catalogue();
    expect(journals.length).toBeGreaterThanOrEqual(80);
    expect(new Set(journals.map((journal) => journal.title)).size).toBe(journals.length);
    for (const journal of journals) {
      expect(journal.homepage).toMatch(/^https:\/\//);
      expect(journal.scope.length).toBeGreaterThan(60);
      expect(journal.subjects.length).toBeGreaterThan(0);
      for (const issn of [journal.issnPrint, journal.issnElectronic]) if (issn) expect(issn).toMatch(ISSN_PATTERN);
    }
    // Facts the team was not sure of are left out, never sent as guesses.
    expect(journals.some((journal) => journal.impactBand === undefined)).toBe(true);
    expect(journals.some((journal) => journal.apcUsd === undefined)).toBe(true);
  });

  it('is sorted by title and has several journals of each named publisher and of the Gulf and Egypt', async () => {
    const journals = await catalogue();
    const sorted = [...journals.map((j) => j.title)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(journals.map((j) => j.title)).toEqual(sorted);
    for (const publisher of JOURNAL_PUBLISHER_OPTIONS.filter((p) => p !== 'Any')) {
      expect(journals.filter((journal) => journal.publisher === publisher).length).toBeGreaterThanOrEqual(10);
    }
    const regional = journals.filter((journal) =>
      /Saudi|Egypt|Eastern Mediterranean|Alexandria|Taibah/.test(journal.title),
    );
    expect(regional.length).toBeGreaterThanOrEqual(8);
  });

  it('is seeded once: a second start creates no journal', async () => {
    const { seed } = await import('../../apps/cms/src/seed');
    const before = (await catalogue()).length;
    expect((await seed(api.payload)).created.journals).toBe(0);
    expect((await catalogue()).length).toBe(before);
  });

  it('is a cached public read: an ETag, and 304 when nothing changed', async () => {
    const first = await api.request.get('/api/journals');
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const again = await api.request.get('/api/journals').set('If-None-Match', first.headers.etag as string);
    expect(again.status).toBe(304);
  });
});

describe('editors curate the catalogue in /cms', () => {
  it('a draft is not offered; publishing it puts it in the next answer; unticking active takes it out', async () => {
    const created = await sendAs(api, editor, 'post', '/cms/api/journals?draft=true').send({
      ...newJournal('Journal of Home Rehabilitation'),
      _status: 'draft',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = String(created.body.doc.id);
    expect(await titles()).not.toContain('Journal of Home Rehabilitation');

    expect((await sendAs(api, editor, 'patch', `/cms/api/journals/${id}`).send({ _status: 'published' })).status).toBe(
      200,
    );
    await settled();
    const offered = (await catalogue()).find((journal) => journal.id === id) as CatalogueJournal;
    expect(offered).toMatchObject({ title: 'Journal of Home Rehabilitation', access: 'open', impactBand: '2-5' });
    expect(offered.issnPrint).toBeUndefined();

    expect((await sendAs(api, editor, 'patch', `/cms/api/journals/${id}`).send({ active: false })).status).toBe(200);
    await settled();
    expect(await titles()).not.toContain('Journal of Home Rehabilitation');
  });

  it('refuses an ISSN, a homepage or an APC that cannot be right, in the contract’s words', async () => {
    const bad = await sendAs(api, editor, 'post', '/cms/api/journals').send({
      ...newJournal('Journal of Typos'),
      issnPrint: '12345678',
      homepage: 'http://journal.example/',
      apcUsd: 2.5,
    });
    expect(bad.status).toBe(400);
    const messages = JSON.stringify(bad.body);
    expect(messages).toContain(MESSAGES.issnInvalid);
    expect(messages).toContain(MESSAGES.homepageInvalid);
    expect(messages).toContain(MESSAGES.apcRange);
  });

  it('is not a member’s to change', async () => {
    const res = await sendAs(api, member, 'post', '/cms/api/journals').send(newJournal('Journal of Members'));
    expect(res.status).toBe(403);
    expect(await titles()).not.toContain('Journal of Members');
  });
});
