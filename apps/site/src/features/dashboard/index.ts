export { Dashboard } from './components/dashboard';
