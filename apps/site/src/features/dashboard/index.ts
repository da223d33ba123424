export { Dashboard } from './components/dashboard';
export { useActiveOnDashboard } from './hooks/use-active-courses';
