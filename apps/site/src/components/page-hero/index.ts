export { LeadHero } from './lead-hero';
export { PageHero } from './page-hero';
