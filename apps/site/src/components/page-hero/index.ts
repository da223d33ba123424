export { HeroBand, HeroLead, LeadHero } from './lead-hero';
export { heroProps, PageHero } from './page-hero';
export { HeroMedia } from './hero-media';
