export { LeadHero } from './lead-hero';
export { PageHero } from './page-hero';
export { HeroMedia } from './hero-media';
