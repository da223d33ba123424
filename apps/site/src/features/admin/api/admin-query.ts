import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiRequest, type ApiPage } from '@/lib/api-client';

/**
 * One page of an admin table. Admin data is never cached as fresh (another admin may have changed
 * it), and while the next page loads the current one stays on screen instead of a loading state.
 */
export function useAdminPage<T>(queryKey: QueryKey, fetchPage: (signal: AbortSignal) => Promise<ApiPage<T>>) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchPage(signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/**
 * A control-panel save, delete or status change. On success the lists it touched (`refresh`)
 * refresh in the background: the caller's toast does not wait for them.
 */
export function useAdminMutation<TInput, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
  refresh: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      for (const queryKey of refresh) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

/**
 * A save of one row of a list ordered by last change (enrollments): the saved row takes the
 * server's answer where it stands, in every page of that list held in the browser, and the list is
 * not fetched again, so the row the admin just saved does not jump to the top under their eyes. The
 * next visit to the list shows the server's order.
 */
export function useAdminRowMutation<TInput, TRow extends { id: string }>(
  mutationFn: (input: TInput) => Promise<TRow>,
  list: QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (saved) => {
      queryClient.setQueriesData<ApiPage<TRow>>({ queryKey: list }, (page) =>
        page ? { ...page, items: page.items.map((row) => (row.id === saved.id ? saved : row)) } : page,
      );
    },
  });
}

/** What an admin table needs of its query: a page of rows once loaded, and a way to try again. */
export interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  data: ApiPage<T> | undefined;
  refetch: () => unknown;
  /** The page the rows are from, where a list paged in the browser steps back past its end. */
  page?: number;
}

/** A list with the page it shows and the way to another page (kept in state, or in the address). */
export interface PagedList<T> {
  query: ListQuery<T>;
  page: number;
  onPage: (page: number) => void;
}

/** A save of the panel: without an id it creates, with one it updates that item. */
export interface SaveArgs<TInput> {
  id?: string;
  input: TInput;
}

/** The same fields created with a POST to the collection, or replacing an item's with a PUT to it. */
export function postOrPut<T>(
  routes: { collection: { href: () => string }; item: { href: (id: string) => string } },
  { id, input }: SaveArgs<unknown>,
): Promise<T> {
  return id
    ? apiRequest<T>(routes.item.href(id), { method: 'PUT', body: input })
    : apiRequest<T>(routes.collection.href(), { method: 'POST', body: input });
}
