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

/** The stored country if it is valid, otherwise one of the five at random, stored. */
export function resolveCountry(random: () => number = Math.random): CountryCode {
  const stored = readStoredCountry();
  if (stored) return stored;
  const picked = randomCountry(random);
  storeCountry(picked);
  return picked;
}
