import {
  currencyFor,
  DEFAULT_COUNTRY,
  DELAYS,
  isCountryCode,
  type CountryCode,
  type CurrencyCode,
} from '@manara/contracts';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { storageKeys } from '../storage';
import { resolveCountry, storeCountry } from './country-preference';

export interface CountryValue {
  /** The visitor's country; DEFAULT_COUNTRY until `ready`. */
  country: CountryCode;
  currency: CurrencyCode;
  setCountry: (code: CountryCode) => void;
  /** False for the first ~450 ms, while the country is being settled. */
  ready: boolean;
}

const CountryContext = createContext<CountryValue | null>(null);

/**
 * The visitor's country: after about 450 ms the stored country if valid, else the one the browser's
 * time zone or languages name, else one of the five at random, stored; a change made in another tab
 * is followed through the storage event.
 */
export function CountryProvider({ children }: { children: ReactNode }) {
  const [country, setCountryState] = useState<CountryCode | null>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setCountryState((current) => current ?? resolveCountry());
    }, DELAYS.countryLoad);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKeys.country && isCountryCode(event.newValue)) setCountryState(event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const setCountry = useCallback((code: CountryCode) => {
    storeCountry(code);
    setCountryState(code);
  }, []);

  const value = useMemo<CountryValue>(() => {
    const code = country ?? DEFAULT_COUNTRY;
    return { country: code, currency: currencyFor(code), setCountry, ready: country !== null };
  }, [country, setCountry]);
  return <CountryContext.Provider value={value}>{children}</CountryContext.Provider>;
}

export function useCountry(): CountryValue {
  const value = useContext(CountryContext);
  if (!value) throw new Error('useCountry must be used inside <CountryProvider>');
  return value;
}
