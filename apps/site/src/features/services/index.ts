export { getServices, servicesQueryKey, useServices } from './api/get-services';
export { ServicesGrid } from './components/services-grid';
