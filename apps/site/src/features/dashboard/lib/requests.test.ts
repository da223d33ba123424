import { describe, expect, it } from 'vitest';
import { requestDates } from './requests';

describe("a member's request dates", () => {
  it('say when it was sent, and when the team changed it since', () => {
    expect(requestDates('2026-03-03T10:00:00.000Z', '2026-03-03T10:00:00.200Z')).toMatch(/^Sent .*2026$/);
    expect(requestDates('2026-03-03T10:00:00.000Z', '2026-03-05T09:00:00.000Z')).toMatch(/^Sent .+ · updated .+2026$/);
  });

  it('say nothing for a date that does not read', () => {
    expect(requestDates('junk', 'junk')).toBe('');
  });
});
