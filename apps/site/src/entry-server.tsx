import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router-dom';
import type { ApiFetch, FormOutcome, PageRequest, PreparedPage, RenderedPage } from '@manara/contracts';
import { createRoutes, SHELL_ROUTE_IDS } from '@/app/routes';
import { setApiFetch } from '@/lib/api-client';
import { createFormOutcomeStore, FormOutcomeProvider } from '@/lib/form-outcome';
import { pageMetaTags, resolveMeta, type RouteHandle } from '@/lib/page-meta';
import { createQueryClient } from '@/lib/query-client';
import { serverStateScript, type ServerState } from '@/lib/server-state';

/**
 * The server renderer of the public pages (docs/decisions/010-server-rendering.md). The server
 * (apps/cms/src/server/ssr.ts) calls `preparePage` for a GET; it runs the route loaders, which read
 * the public API through `apiFetch`, and says how to answer. Rendering is a separate step, so the
 * server can reuse markup it rendered before from the same data.
 */

const requestFetch = new AsyncLocalStorage<ApiFetch>();

// The site's API client asks whichever request is being prepared.
setApiFetch((url, init) => {
  const apiFetch = requestFetch.getStore();
  if (!apiFetch) return Promise.reject(new Error('The API was read outside a page being prepared'));
  return apiFetch(url, init);
});

export async function preparePage({ url, origin, apiFetch, submission }: PageRequest): Promise<PreparedPage> {
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  // Leading slashes collapsed: `//host/x` is a path here, never another origin.
  const address = new URL(url.replace(/^\/+/, '/'), origin);
  const handle = await deepestHandle(routes, address);

  // A form posted without scripts (docs/decisions/023) is carried out only on a page that holds it;
  // the page is then rendered as for a GET, with the outcome, and never kept.
  let outcome: FormOutcome | undefined;
  let outcomeStatus = 200;
  if (submission) {
    if (!handle?.forms?.includes(submission.form)) return { kind: 'no-form' };
    const action = await submission.act();
    if (action.kind === 'redirect') return { kind: 'redirect', status: 303, location: action.location };
    ({ outcome, status: outcomeStatus } = action);
  }
  // A private page gets the shell at once: no loader runs for it.
  if (handle?.clientOnly) return { kind: 'shell' };

  const handler = createStaticHandler(routes);
  const context = await requestFetch.run(apiFetch, () => handler.query(new Request(address)));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }

  const metaMatch = [...context.matches].reverse().find((m) => (m.route.handle as RouteHandle | undefined)?.meta);
  const metaHandle = metaMatch?.route.handle as RouteHandle | undefined;
  const meta = metaHandle?.meta ? resolveMeta(metaHandle.meta, { params: metaMatch!.params, queryClient }) : null;
  const head = meta ? pageMetaTags(meta, `${origin}${address.pathname}`) : '';

  const state: ServerState = {
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    ...(outcome ? { outcome } : {}),
  };
  return {
    kind: 'page',
    status: context.statusCode === 200 ? outcomeStatus : context.statusCode,
    head,
    state: () => serverStateScript(state),
    modules: context.matches.map((match) => match.route.id).filter((id) => !SHELL_ROUTE_IDS.includes(id)),
    cacheKey: outcome ? null : cacheKeyOf(context, queryClient, address, handle),
    render: () => renderPage(handler.dataRoutes, context, outcome ?? null),
  };
}

/** The `handle` of the page's own route module (loaded here; the static handler reuses the import). */
async function deepestHandle(routes: RouteObject[], address: URL): Promise<RouteHandle | undefined> {
  const route = matchRoutes(routes, address)?.at(-1)?.route;
  if (!route) return undefined;
  if (typeof route.lazy !== 'function') return route.handle as RouteHandle | undefined;
  const loaded = (await route.lazy()) as { handle?: RouteHandle };
  return loaded.handle;
}

function cacheKeyOf(
  context: StaticHandlerContext,
  queryClient: QueryClient,
  address: URL,
  handle: RouteHandle | undefined,
): string | null {
  if (context.statusCode !== 200 || context.errors) return null;
  const queries = queryClient.getQueryCache().getAll();
  if (queries.some((query) => query.state.status !== 'success')) return null;
  const data = JSON.stringify(queries.map((query) => [query.queryHash, query.state.data]));
  const digest = createHash('sha1').update(data).digest('base64url');
  const variant = handle?.readsSearch
    ? address.search
    : handle?.searchVariant
      ? `?(${handle.searchVariant(address.searchParams)})`
      : '';
  return `${address.pathname}${variant} ${digest}`;
}

async function renderPage(
  routes: ReturnType<typeof createStaticHandler>['dataRoutes'],
  context: StaticHandlerContext,
  outcome: FormOutcome | null,
): Promise<RenderedPage> {
  // One Emotion cache per render: its critical CSS goes into the head instead of beside elements,
  // and the browser's cache (same key, `css`) adopts those <style> tags.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const router = createStaticRouter(routes, context);
  // prerender waits for every lazy part; the router's own inline script is off (the CSP forbids
  // it): its state travels in the JSON data block instead.
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <FormOutcomeProvider store={createFormOutcomeStore(outcome)}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </FormOutcomeProvider>
    </CacheProvider>,
    // One document, never split: React would move a large Suspense boundary (a lazily loaded form)
    // after the page and put it back with an inline script, which the Content-Security-Policy blocks.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await readAll(prelude);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, styles };
}

async function readAll(stream: AsyncIterable<Buffer | string>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}
