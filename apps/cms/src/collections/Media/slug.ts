import type { CollectionSlug } from 'payload';

/**
 * The media collection's slug, typed as a slug before `payload-types.ts` is regenerated with it
 * (then the cast is a no-op). Upload fields and the seed name the collection through this.
 */
export const MEDIA_SLUG = 'media' as CollectionSlug;
