import { describe, expect, it } from 'vitest';
import { projectReviewHref, projectReviewSearch, readProjectReviewState } from './learning';

describe('the Course projects address', () => {
  it('reads the status filter, the page and the open submission, dropping what the server would refuse', () => {
    expect(readProjectReviewState(new URLSearchParams('status=submitted&page=3&submission=12'))).toEqual({
      status: 'submitted',
      page: 3,
      submissionId: '12',
    });
    expect(readProjectReviewState(new URLSearchParams('status=nope&page=-2&submission=%20'))).toEqual({
      status: undefined,
      page: 1,
      submissionId: undefined,
    });
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(projectReviewSearch({ page: 1 })).toBe('');
    const state = { status: 'changes_requested' as const, page: 2, submissionId: '7' };
    expect(readProjectReviewState(new URLSearchParams(projectReviewSearch(state)))).toEqual(state);
    expect(projectReviewHref('7', 'accepted')).toBe('/admin/projects?status=accepted&submission=7');
  });
});
