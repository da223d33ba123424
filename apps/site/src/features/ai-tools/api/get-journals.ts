import { apiRoutes, type CatalogueJournal } from '@manara/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { publicList } from '@/lib/queries/public-list';

/**
 * `GET /api/journals`: the published catalogue, every page of it, ranked in the browser. It carries
 * no manuscript.
 */
export const { all: journalsQuery } = publicList<CatalogueJournal, 'journals'>('journals', apiRoutes.journals.href);

/**
 * The catalogue as the server has it now: every search asks again (a 304 when nothing changed), so a
 * journal an editor has just published is ranked on the next search.
 */
export const fetchCurrentJournals = (queryClient: QueryClient) =>
  queryClient.fetchQuery({ ...journalsQuery(), staleTime: 0 });
