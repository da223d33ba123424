export { QuoteResult, type QuoteResultProps } from './quote-result';
