import { apiRoutes } from './routes';

/** Header that carries the total of a paginated admin list. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

type ApiRoutes = typeof apiRoutes;
type ApiPaths = {
  [K in keyof ApiRoutes]: ApiRoutes[K]['pattern'] extends `${string}:id${string}`
    ? (id: string) => string
    : ApiRoutes[K]['pattern'];
};

/**
 * @deprecated Use `apiRoutes.<name>.href(...)`. The old shape (a path, or an id → path function),
 * derived from apiRoutes so nothing is written twice. Its last reader is the site's session check
 * (`apiPaths.me`); once that reads `apiRoutes.me.href()`, delete this and `ApiPaths`.
 */
export const apiPaths = Object.fromEntries(
  Object.entries(apiRoutes).map(([name, route]) => [
    name,
    route.pattern.includes(':id') ? (route.href as (id: string) => string) : route.pattern,
  ]),
) as ApiPaths;
