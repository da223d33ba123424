export { CmsSection, RevealSection } from './cms-section';
