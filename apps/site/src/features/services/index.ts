export { getServices, servicesQuery, servicesQueryKey, useServices } from './api/get-services';
export { ServicesGrid } from './components/services-grid';
