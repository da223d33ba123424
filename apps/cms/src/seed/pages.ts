import { PAGE_SLUGS } from '@manara/contracts';
import type { Payload } from 'payload';
import { pageGlobalSlugOf } from '../globals/pages';
import { PAGE_SEEDS } from './data/pages';

/**
 * Publishes each page's built-in copy, only for a page that was never saved: an editor's work,
 * published or still a draft, is never overwritten. Returns how many pages it wrote.
 */
export async function seedPages(payload: Payload): Promise<number> {
  let written = 0;
  for (const slug of PAGE_SLUGS) {
    const current = await payload.findGlobal({
      slug: pageGlobalSlugOf(slug),
      depth: 0,
      overrideAccess: true,
      draft: true,
    });
    if (current.updatedAt) continue;
    await payload.updateGlobal({
      slug: pageGlobalSlugOf(slug),
      data: { ...PAGE_SEEDS[slug], _status: 'published' } as never,
      depth: 0,
      overrideAccess: true,
    });
    written += 1;
  }
  return written;
}
