import { describe, expect, it } from 'vitest';
import { detailEntries, detailLabel, inboxSearch, leadsCsvHref, readInboxState, SUBSCRIBERS_CSV_HREF } from './inbox';

describe('the Inbox address', () => {
  it('reads the filters, the page and the open lead', () => {
    const state = readInboxState(new URLSearchParams('kind=quote&status=new&q=%20farouk%20&page=3&lead=9'));
    expect(state).toEqual({ filter: { kind: 'quote', status: 'new', q: 'farouk' }, page: 3, leadId: '9' });
  });

  it('drops values the server would refuse instead of asking for a 400', () => {
    const state = readInboxState(new URLSearchParams(`kind=order&status=open&q=${'x'.repeat(201)}&page=-2&lead=`));
    expect(state).toEqual({ filter: { kind: undefined, status: undefined, q: undefined }, page: 1, leadId: undefined });
  });

  it('writes only what differs from the defaults, and reads back the same state', () => {
    expect(inboxSearch({ filter: {}, page: 1 })).toBe('');
    const state = { filter: { kind: 'contact' as const, q: 'amal farouk' }, page: 2, leadId: '4' };
    const search = inboxSearch(state);
    expect(search).toBe('?kind=contact&q=amal+farouk&page=2&lead=4');
    expect(readInboxState(new URLSearchParams(search))).toEqual({
      ...state,
      filter: { ...state.filter, status: undefined },
    });
  });
});

describe('the CSV exports', () => {
  it('carry the list filters, and only those set', () => {
    expect(leadsCsvHref({})).toBe('/api/admin/leads.csv');
    expect(leadsCsvHref({ kind: 'plan', status: 'won', q: 'a&b' })).toBe(
      '/api/admin/leads.csv?kind=plan&status=won&q=a%26b',
    );
    expect(SUBSCRIBERS_CSV_HREF).toBe('/api/admin/subscribers.csv');
  });
});

describe("a lead's details", () => {
  it('names the fields as words', () => {
    expect(detailLabel('sampleSize')).toBe('Sample size');
    expect(detailLabel('item')).toBe('Item');
    expect(detailLabel('source_page')).toBe('Source page');
  });

  it('lists every answer in order, lists joined, empty answers left out', () => {
    expect(
      detailEntries({
        dataType: 'SPSS',
        deliverables: ['Statistical analysis plan', 'Narrative report'],
        notes: '',
        consent: true,
        missing: null,
        price: { amount: 49, cycle: 'monthly' },
      }),
    ).toEqual([
      { label: 'Data type', value: 'SPSS' },
      { label: 'Deliverables', value: 'Statistical analysis plan, Narrative report' },
      { label: 'Consent', value: 'Yes' },
      { label: 'Price', value: 'Amount: 49; Cycle: monthly' },
    ]);
  });
});
