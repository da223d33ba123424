export { AdminPanel } from './components/admin-panel';
export { adminPageMeta, PANEL_TITLE } from './lib/sections';
