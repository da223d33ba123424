import type { ApiFetch } from '@manara/contracts';
// Payload's browser-side helper for its live preview: postMessage with /cms, no server code or data.
import { RefreshRouteOnSave } from '@payloadcms/live-preview-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { setApiFetch } from '../api-client';
import { withPreview } from './preview-address';

/**
 * From now on this tab reads the drafts: every read of /api asks for the preview, as the server did
 * when it rendered the page. Set when this module loads, before the first refresh below runs.
 */
const previewFetch: ApiFetch = (url, init) => fetch((init.method ?? 'GET') === 'GET' ? withPreview(url) : url, init);
setApiFetch(previewFetch);

/**
 * Payload's server-side live preview: /cms posts a message to this frame (or the tab its Preview
 * link opened) each time the draft is saved, and the page reloads its data, so the edit shows
 * without reloading the page. Every query on screen is read again (the page's own and the lists it
 * shows); the rest refetch when next used.
 */
export function RefreshOnSave() {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => void queryClient.invalidateQueries(), [queryClient]);
  // /cms is served by the same server as the site: its messages come from this origin.
  return <RefreshRouteOnSave refresh={refresh} serverURL={window.location.origin} />;
}
