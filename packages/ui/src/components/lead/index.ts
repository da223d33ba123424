export { Lead, type LeadProps, type LeadSize } from './lead';
