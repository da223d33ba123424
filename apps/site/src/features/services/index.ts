export { servicesQuery, servicesQueryKey, useServices } from '@/lib/queries/get-services';
export { ServicesGrid } from './components/services-grid';
