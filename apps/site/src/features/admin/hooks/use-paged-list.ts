import { useState } from 'react';
import type { ListQuery, PagedList } from '../api/admin-query';

/** A list that keeps its page in state (from the first), and the query of that page. */
export function usePagedList<T>(useList: (page: number) => ListQuery<T>): PagedList<T> {
  const [page, setPage] = useState(1);
  return { query: useList(page), page, onPage: setPage };
}
