import { useSearchParams } from 'react-router-dom';

const quietly = { replace: true, preventScrollReset: true } as const;

/**
 * The filters of a browsable list live in the URL, so a filtered view can be shared and survives a
 * reload. `setFilter` writes one filter (removing it at `allValue`) and keeps the others; neither it
 * nor `clearFilters` adds a history entry or scrolls.
 */
export function useFilterParams(allValue: string) {
  const [params, setParams] = useSearchParams();
  const setFilter = (key: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === allValue) next.delete(key);
      else next.set(key, value);
      return next;
    }, quietly);
  const clearFilters = () => setParams(new URLSearchParams(), quietly);
  return { params, setFilter, clearFilters };
}
