/** Header that carries the total of a paginated admin list. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
