export { CountryProvider, useCountry, type CountryValue } from './country-context';
export { readStoredCountry, resolveCountry } from './country-preference';
