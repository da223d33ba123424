export { CmsSection } from './cms-section';
