import { COUNTRY_CODES } from '@manara/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../storage';
import {
  browserHints,
  countryFromBrowser,
  randomCountry,
  readStoredCountry,
  resolveCountry,
} from './country-preference';

/** A browser that names none of the five countries. */
const elsewhere = { timeZone: 'Europe/Paris', languages: ['fr-FR', 'fr'] };

describe('country preference', () => {
  beforeEach(() => window.localStorage.clear());

  it('uses a valid stored country, whatever the browser says', () => {
    window.localStorage.setItem(storageKeys.country, 'EG');
    expect(resolveCountry({ timeZone: 'Asia/Riyadh', languages: ['en-SA'] }, () => 0)).toBe('EG');
  });

  it('without one, takes the country the browser names and stores it', () => {
    expect(resolveCountry({ timeZone: 'Asia/Riyadh', languages: ['en-SA'] }, () => 0.99)).toBe('SA');
    expect(window.localStorage.getItem(storageKeys.country)).toBe('SA');
  });

  it('ignores an invalid stored country and, when the browser names none of the five, picks one at random and stores it', () => {
    window.localStorage.setItem(storageKeys.country, 'FR');
    expect(readStoredCountry()).toBeNull();
    const picked = resolveCountry(elsewhere, () => 0.99);
    expect(picked).toBe(COUNTRY_CODES[COUNTRY_CODES.length - 1]);
    expect(window.localStorage.getItem(storageKeys.country)).toBe(picked);
  });

  it('can pick each of the five countries', () => {
    const picks = new Set([0, 0.2, 0.4, 0.6, 0.8, 0.9999].map((r) => randomCountry(() => r)));
    expect([...picks].sort()).toEqual([...COUNTRY_CODES].sort());
  });
});

describe('the country the browser names', () => {
  it.each([
    ['Asia/Riyadh', 'SA'],
    ['Asia/Dubai', 'AE'],
    ['Africa/Cairo', 'EG'],
    ['Europe/London', 'UK'],
    ['America/New_York', 'US'],
    ['America/Los_Angeles', 'US'],
    ['America/Indiana/Indianapolis', 'US'],
    ['Pacific/Honolulu', 'US'],
  ])('reads the time zone %s as %s', (timeZone, country) => {
    expect(countryFromBrowser({ timeZone, languages: ['fr-FR'] })).toBe(country);
  });

  it('prefers the time zone to the languages', () => {
    expect(countryFromBrowser({ timeZone: 'Africa/Cairo', languages: ['en-US'] })).toBe('EG');
  });

  it('reads the region of the languages, in order, when the time zone names none of the five', () => {
    expect(countryFromBrowser({ timeZone: 'Asia/Kuwait', languages: ['ar', 'ar-AE', 'en-US'] })).toBe('AE');
    expect(countryFromBrowser({ timeZone: 'Europe/Paris', languages: ['en-GB'] })).toBe('UK');
    expect(countryFromBrowser({ languages: ['zh-Hant-TW', 'ar-EG'] })).toBe('EG');
  });

  it('names none when neither does', () => {
    expect(countryFromBrowser(elsewhere)).toBeNull();
    expect(countryFromBrowser({ timeZone: 'America/Toronto', languages: ['ar', 'es-419'] })).toBeNull();
  });
});

describe("the browser's time zone", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is read from Temporal where there is one, without making an Intl formatter', () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Asia/Dubai' } });
    const intl = vi.spyOn(Intl, 'DateTimeFormat');
    expect(browserHints().timeZone).toBe('Asia/Dubai');
    expect(intl).not.toHaveBeenCalled();
    intl.mockRestore();
  });

  it("is Intl's where there is no Temporal", () => {
    vi.stubGlobal('Temporal', undefined);
    expect(browserHints().timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
