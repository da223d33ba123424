import { API_BASE, apiRoutes, isContentRole } from '@manara/contracts';

/**
 * Whether the session behind `cookie` is an editor's or an admin's, asked of this server's own
 * `GET /api/auth/me` at `base` (the server-rendered pages only reach the server through /api). Only
 * their previews may be framed by /cms's live preview; a failed check says no.
 */
export async function isEditorSession(base: string, cookie: string): Promise<boolean> {
  try {
    const res = await fetch(`${base}${API_BASE}${apiRoutes.me.href()}`, {
      headers: { Accept: 'application/json', Cookie: cookie },
    });
    if (!res.ok) return false;
    const body = (await res.json()) as { user?: { role?: unknown } | null };
    return isContentRole(body.user?.role);
  } catch {
    return false;
  }
}
