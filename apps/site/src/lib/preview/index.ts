export { LivePreview } from './live-preview';
