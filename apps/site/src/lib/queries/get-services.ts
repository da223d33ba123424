import { apiRoutes, type Service } from '@manara/contracts';
import { useQuery } from '@tanstack/react-query';
import { publicList } from './public-list';

/** `GET /api/services`, in display order: the site shows every service. */
export const serviceList = publicList<Service, 'services'>('services', apiRoutes.services.href);
export const servicesQueryKey = serviceList.queryKey;
export const servicesQuery = serviceList.all;
export const useServices = () => useQuery(servicesQuery());
