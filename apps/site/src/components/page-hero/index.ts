export { HeroBand, HeroLead } from './hero-band';
export { LeadHero } from './lead-hero';
export { heroProps, PageHero } from './page-hero';
export { HeroMedia } from './hero-media';
