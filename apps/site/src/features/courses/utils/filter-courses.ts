import type { CourseFilter } from '@/lib/queries/get-courses';

export const ALL_CATEGORIES = 'all';

/**
 * The category the catalog shows for the address's `?category=`: one the catalog has (or any while
 * its categories are still loading), else all of them, as for an old link to a category now gone.
 */
export function catalogCategory(requested: string | null, categories: readonly string[] | undefined): string {
  return requested && (categories === undefined || categories.includes(requested)) ? requested : ALL_CATEGORIES;
}

/** The filter the catalog asks the server for. */
export const courseFilterOf = (category: string): CourseFilter => (category === ALL_CATEGORIES ? {} : { category });
