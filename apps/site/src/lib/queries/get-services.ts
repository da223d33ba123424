import { apiRoutes, type Service } from '@manara/contracts';
import { publicList } from './public-list';

/** `GET /api/services`, in display order. */
export const {
  queryKey: servicesQueryKey,
  get: getServices,
  query: servicesQuery,
  use: useServices,
} = publicList<Service, 'services'>('services', () => apiRoutes.services.href());
