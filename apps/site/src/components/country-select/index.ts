export { CountrySelect, type CountrySelectProps } from './country-select';
export { PricesFor } from './prices-for';
