import { COUNTRY_CODES } from '@manara/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../storage';
import { randomCountry, readStoredCountry, resolveCountry } from './country-preference';

describe('country preference', () => {
  beforeEach(() => window.localStorage.clear());

  it('uses a valid stored country', () => {
    window.localStorage.setItem(storageKeys.country, 'EG');
    expect(resolveCountry(() => 0)).toBe('EG');
  });

  it('ignores an invalid stored country, picks one of the five at random and stores it', () => {
    window.localStorage.setItem(storageKeys.country, 'FR');
    expect(readStoredCountry()).toBeNull();
    const picked = resolveCountry(() => 0.99);
    expect(picked).toBe(COUNTRY_CODES[COUNTRY_CODES.length - 1]);
    expect(window.localStorage.getItem(storageKeys.country)).toBe(picked);
  });

  it('can pick each of the five countries', () => {
    const picks = new Set([0, 0.2, 0.4, 0.6, 0.8, 0.9999].map((r) => randomCountry(() => r)));
    expect([...picks].sort()).toEqual([...COUNTRY_CODES].sort());
  });
});
