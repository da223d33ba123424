import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { RouteHandle } from './page-meta';

/** A loader of a route module: it primes the request's query cache, so the page renders with its data. */
export type RouteLoader = (args: LoaderFunctionArgs & { queryClient: QueryClient }) => Promise<unknown>;

/** What each file in routes/ exports. */
export interface RouteModule {
  Component: ComponentType;
  loader?: RouteLoader;
  handle?: RouteHandle;
}

/**
 * Waits for a loader's `ensureQueryData` calls. A failure is not the route's: the page renders its
 * own error state (and retries in the browser), so the loader never throws.
 */
export async function prime(...loads: Promise<unknown>[]): Promise<void> {
  await Promise.all(loads.map((load) => load.catch(() => undefined)));
}
