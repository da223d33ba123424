import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { applyPageMeta, resolveMeta, type RouteHandle } from '../../lib/page-meta';

/**
 * Keeps the head (title, description, canonical, Open Graph) in step with the page after a
 * client-side navigation. The server wrote the same tags from the same route `handle`.
 */
export function RoutePageMeta() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const match = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.meta);
  const meta = match ? resolveMeta((match.handle as RouteHandle).meta!, { params: match.params, queryClient }) : null;
  const title = meta?.title;
  const description = meta?.description;

  useEffect(() => {
    if (title !== undefined && description !== undefined) applyPageMeta({ title, description }, pathname);
  }, [title, description, pathname]);
  return null;
}
