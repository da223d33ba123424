import { isContentRole } from '@manara/contracts/constants/plans';
import { useEffect, useState, type ComponentType } from 'react';
import { useSession } from '../session';
import { isPreviewAddress } from './preview-address';

/**
 * The site's side of /cms's live preview (docs/decisions/015-drafts-and-versions.md): on a page
 * opened with `?preview=1` by an editor or admin, it loads the part that reloads the page's drafts
 * whenever /cms saves one. Everyone else, and every other page, gets nothing: not even its code,
 * which is a chunk of its own fetched only then.
 */
export function LivePreview() {
  const { user } = useSession();
  const editor = isContentRole(user?.role);
  const [Refresh, setRefresh] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (!editor || !isPreviewAddress(window.location.search)) return;
    let mounted = true;
    void import('./refresh-on-save').then(({ RefreshOnSave }) => {
      if (mounted) setRefresh(() => RefreshOnSave);
    });
    return () => {
      mounted = false;
    };
  }, [editor]);

  return Refresh ? <Refresh /> : null;
}
