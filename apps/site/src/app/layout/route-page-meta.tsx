import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { resolveMeta, type RouteHandle } from '@/lib/page-meta';

/**
 * Keeps the head (title, description, canonical, Open Graph) in step with the page after a
 * client-side navigation. The server wrote the same tags from the same route `handle` for the
 * page it rendered (its head has a canonical link): that first page needs nothing, so the code
 * that writes the head loads with the first navigation, or at once on a private page, which the
 * server sends without a head.
 */
export function RoutePageMeta() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const match = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.meta);
  const meta = match ? resolveMeta((match.handle as RouteHandle).meta!, { params: match.params, queryClient }) : null;
  const title = meta?.title;
  const description = meta?.description;

  const first = useRef(true);
  useEffect(() => {
    const serverWroteIt = first.current && document.head.querySelector('link[rel="canonical"]') !== null;
    first.current = false;
    if (serverWroteIt || title === undefined || description === undefined) return;
    void import('@/lib/apply-page-meta').then(({ applyPageMeta }) => applyPageMeta({ title, description }, pathname));
  }, [title, description, pathname]);
  return null;
}
