export { CountrySelect, type CountrySelectProps } from './country-select';
