import { apiRoutes, type SiteSettings } from '@manara/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api-client';

export const siteSettingsQueryKey = ['site-settings'] as const;

/** GET /api/site: support e-mail, offices, chat link, office hours and the numbers band. */
export function getSiteSettings(signal?: AbortSignal): Promise<SiteSettings> {
  return apiRequest<SiteSettings>(apiRoutes.site.href(), { signal });
}

export const siteSettingsQuery = () =>
  queryOptions({
    queryKey: siteSettingsQueryKey,
    queryFn: ({ signal }) => getSiteSettings(signal),
    staleTime: 5 * 60_000,
  });

export function useSiteSettings() {
  return useQuery(siteSettingsQuery());
}
