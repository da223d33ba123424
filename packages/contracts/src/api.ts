/** Header that carries the total of a paginated list (admin lists and the public lists). */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/**
 * Header of a list answer that has more pages: RFC 8288 links to the next (and previous) page, e.g.
 * `</api/courses?page=2>; rel="next"`.
 */
export const LINK_HEADER = 'Link';
