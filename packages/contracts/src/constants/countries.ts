/** The five countries the product sells in, each with the currency its plan prices are quoted in. */
export const COUNTRIES = [
  { code: 'SA', name: 'Saudi Arabia', currency: 'SAR' },
  { code: 'AE', name: 'United Arab Emirates', currency: 'AED' },
  { code: 'EG', name: 'Egypt', currency: 'EGP' },
  { code: 'US', name: 'United States', currency: 'USD' },
  { code: 'UK', name: 'United Kingdom', currency: 'GBP' },
] as const;

export type Country = (typeof COUNTRIES)[number];
export type CountryCode = Country['code'];
export type CurrencyCode = Country['currency'];

export const COUNTRY_CODES = COUNTRIES.map((c) => c.code) as [CountryCode, ...CountryCode[]];
export const DEFAULT_COUNTRY: CountryCode = 'US';

/** The countries as a select's options (the site's forms, the control panel, /cms), each by its name. */
export const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ value: c.code, label: c.name }));

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value);
}

export function countryByCode(code: CountryCode): Country {
  // COUNTRY_CODES is derived from COUNTRIES, so the lookup always succeeds.
  return COUNTRIES.find((c) => c.code === code) as Country;
}

/** The currency a country's plan prices are quoted in. */
export function currencyFor(country: CountryCode): CurrencyCode {
  return countryByCode(country).currency;
}

/** The site is in English only; prices are formatted in this locale in every currency. */
export const LOCALE = 'en';
