import { COUNTRY_CODES, isCountryCode, type CountryCode } from '@manara/contracts';
import { readStorage, storageKeys, writeStorage } from '../storage';

export function readStoredCountry(): CountryCode | null {
  const stored = readStorage(storageKeys.country);
  return isCountryCode(stored) ? stored : null;
}

export function storeCountry(code: CountryCode): void {
  writeStorage(storageKeys.country, code);
}

export function randomCountry(random: () => number = Math.random): CountryCode {
  const index = Math.min(COUNTRY_CODES.length - 1, Math.floor(random() * COUNTRY_CODES.length));
  return COUNTRY_CODES[index] as CountryCode;
}

/** What the browser says about where its reader is: its time zone and its languages, preferred first. */
export interface BrowserHints {
  timeZone?: string;
  languages: readonly string[];
}

/**
 * The time zones that name one of the five countries (IANA names as browsers report them; the United
 * States by the zones of its states, the old `US/…` aliases included).
 */
const ZONE_COUNTRY: Readonly<Record<string, CountryCode>> = {
  'Asia/Riyadh': 'SA',
  'Asia/Dubai': 'AE',
  'Africa/Cairo': 'EG',
  'Europe/London': 'UK',
};
const US_ZONE =
  /^(America\/(New_York|Chicago|Denver|Phoenix|Los_Angeles|Anchorage|Detroit|Boise|Indiana|Kentucky)|Pacific\/Honolulu|US\/)/;

/** A language tag's region (`en-SA` → SA, `zh-Hant-TW` → TW), in the contracts' codes (GB is UK). */
function regionOf(tag: string): string | undefined {
  const region = /-([a-z]{2})(?=-|$)/i.exec(tag)?.[1]?.toUpperCase();
  return region === 'GB' ? 'UK' : region;
}

/**
 * The country the browser names, if it is one of the five: its time zone first (where the reader
 * is), then the region of its languages in order (`en-SA`, `ar-EG`); null when neither names one.
 */
export function countryFromBrowser({ timeZone = '', languages }: BrowserHints): CountryCode | null {
  const fromZone = ZONE_COUNTRY[timeZone] ?? (US_ZONE.test(timeZone) ? 'US' : null);
  if (fromZone) return fromZone;
  for (const tag of languages) {
    const region = regionOf(tag);
    if (isCountryCode(region)) return region;
  }
  return null;
}

/** Temporal, where the browser has it (TypeScript's library does not describe it yet). */
type TemporalNow = { Now?: { timeZoneId?: () => string } };

/**
 * This browser's time zone and languages (none where it cannot tell). Temporal answers the time zone
 * at once; Intl's answer makes a date formatter, whose locale data costs a slowed phone 100–200 ms
 * on a first visit's first page (docs/decisions/048-no-intl-while-a-page-starts.md), so it is the
 * fallback only.
 */
export function browserHints(): BrowserHints {
  let timeZone: string | undefined;
  try {
    const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal;
    timeZone = temporal?.Now?.timeZoneId?.() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    // An engine without time zone data: the languages still speak.
  }
  return { timeZone, languages: navigator.languages ?? [navigator.language] };
}

/**
 * The stored country if it is valid; otherwise the one the browser's time zone or languages name,
 * and only when they name none of the five, one at random; the pick is stored.
 */
export function resolveCountry(hints: BrowserHints = browserHints(), random: () => number = Math.random): CountryCode {
  const stored = readStoredCountry();
  if (stored) return stored;
  const picked = countryFromBrowser(hints) ?? randomCountry(random);
  storeCountry(picked);
  return picked;
}
