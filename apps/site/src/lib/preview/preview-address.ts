/** The query parameter of a preview address (`?preview=1`), as /cms links and frames it. */
const PREVIEW_PARAM = 'preview';

/** Whether a page's query string asks for the preview. */
export const isPreviewAddress = (search: string): boolean => new URLSearchParams(search).get(PREVIEW_PARAM) === '1';

/**
 * An /api read's URL with `preview=1`: the server answers an editor with the latest drafts, anyone
 * else with the published data, as it does for the server-rendered preview (server/ssr.ts).
 */
export const withPreview = (url: string): string => `${url}${url.includes('?') ? '&' : '?'}${PREVIEW_PARAM}=1`;
