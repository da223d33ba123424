import type { PageSlug } from '@manara/contracts';
import { pageGlobal } from './page-global';

/**
 * A page whose copy is its hero and search fields only (heroPageSchema): what follows the hero is
 * a list from a collection (courses, projects, reviews) or a tool whose labels live in code.
 */
export const heroPageGlobal = (slug: PageSlug, label: string, description: string) =>
  pageGlobal({ slug, label, description, fields: [] });
