import { useState } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type * as FormSchemas from './form-schemas';

type Schema = z.ZodType<FieldValues, FieldValues>;
/** Which of the forms' schemas a form validates with, e.g. `(schemas) => schemas.signInSchema`. */
export type SchemaPick<S extends Schema> = (schemas: typeof FormSchemas) => S;

/** A form's zod resolver, with zod and the schemas fetched the first time it is needed. */
export interface ResolverOnDemand<S extends Schema> {
  resolver: Resolver<z.input<S>, unknown, z.output<S>>;
  /** Fetches them now: call it when the visitor starts on the form, so a submit does not wait. */
  warm: () => void;
}

/**
 * A zod resolver whose schema (and zod, some 100 KB of script to evaluate on a phone) is imported at
 * the first validation, a submit, or sooner on `warm`. A page that is only read, and the moments
 * while a page hydrates, never evaluate them. A failed fetch is asked again by the next validation.
 */
export function resolverOnDemand<S extends Schema>(pick: SchemaPick<S>): ResolverOnDemand<S> {
  type Ready = ResolverOnDemand<S>['resolver'];
  let loading: Promise<Ready> | undefined;
  const get = () =>
    (loading ??= Promise.all([import('./form-schemas'), import('@hookform/resolvers/zod')]).then(
      ([schemas, { zodResolver }]): Ready => zodResolver(pick(schemas)),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    warm: () => void get().catch(() => undefined),
  };
}

/** `resolverOnDemand` for one mounted form: the same resolver for the form's whole life. */
export function useResolverOnDemand<S extends Schema>(pick: SchemaPick<S>): ResolverOnDemand<S> {
  const [onDemand] = useState(() => resolverOnDemand(pick));
  return onDemand;
}
