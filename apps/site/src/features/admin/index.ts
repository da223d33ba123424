export { AdminPanel } from './components/admin-panel';
export { adminPageMeta } from './lib/sections';
