export { AdminPanel } from './components/admin-panel';
