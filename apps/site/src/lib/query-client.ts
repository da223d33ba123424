import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

/**
 * One cache for server data: pages that share a list (home and /courses) fetch it once. Client
 * errors (4xx) are answers, not hiccups, so they are never retried.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) =>
          !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && failures < 2,
      },
    },
  });
}
