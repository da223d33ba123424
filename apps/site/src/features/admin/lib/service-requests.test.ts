import { ADMIN_ORDER_PAGE } from '@manara/contracts';
import { describe, expect, it } from 'vitest';
import { readServiceRequestsState, serviceRequestsSearch } from './service-requests';

describe('the Service requests address', () => {
  it('reads the page and the open order, dropping what cannot be one', () => {
    expect(readServiceRequestsState(new URLSearchParams('page=3&requestId=12'))).toEqual({ page: 3, requestId: '12' });
    expect(readServiceRequestsState(new URLSearchParams('page=-1&requestId=%20'))).toEqual({
      page: 1,
      requestId: undefined,
    });
  });

  it('writes what it reads, and is the address the team’s e-mails link to', () => {
    const state = { page: 2, requestId: '7' };
    expect(readServiceRequestsState(new URLSearchParams(serviceRequestsSearch(state)))).toEqual(state);
    expect(serviceRequestsSearch({ page: 1 })).toBe('');
    expect(`/admin/service-requests${serviceRequestsSearch({ page: 1, requestId: '7' })}`).toBe(
      ADMIN_ORDER_PAGE.href('7'),
    );
  });
});
