import { useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

type Schema = z.ZodType<FieldValues, FieldValues>;

/**
 * The form's zod resolver with its schema (and zod, some 140 KB of script) fetched on demand: at the
 * first validation, a submit, or sooner when `warm` is called (the visitor starts on the form). A
 * page that is only read never loads them. A failed fetch is asked again by the next validation.
 */
function resolverOnDemand<S extends Schema>(loadSchema: () => Promise<S>) {
  type Ready = Resolver<z.input<S>, unknown, z.output<S>>;
  let loading: Promise<Ready> | undefined;
  const get = () =>
    (loading ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]): Ready => zodResolver(schema),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const resolver: Ready = async (values, context, options) => (await get())(values, context, options);
  return { resolver, warm: () => void get().catch(() => undefined) };
}

/**
 * The form of an AI tool. The tools run in the browser and send nothing the visitor types: a valid
 * submit waits `delayMs` so the result arrives at a reading pace, then hands the values to `onResult`.
 * `prepare` (optional) runs during that wait, e.g. loading what the tool works on, and its result
 * comes with the values; when it fails, `onFailure` is told instead. `warm` fetches the schema
 * before the first submit: call it when the visitor starts on the form.
 */
export function useSimulatedTool<S extends Schema, P = undefined>(
  loadSchema: () => Promise<S>,
  defaultValues: DefaultValues<z.input<S>>,
  delayMs: number,
  onResult: (values: z.output<S>, prepared: P) => void,
  options: { prepare?: (values: z.output<S>) => Promise<P>; onFailure?: (error: unknown) => void } = {},
) {
  const [{ resolver, warm }] = useState(() => resolverOnDemand(loadSchema));
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver, defaultValues });
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void form.handleSubmit(async (values) => {
      try {
        const [, prepared] = await Promise.all([
          new Promise((resolve) => setTimeout(resolve, delayMs)),
          options.prepare?.(values),
        ]);
        onResult(values, prepared as P);
      } catch (error) {
        if (!options.onFailure) throw error;
        options.onFailure(error);
      }
    })(event);
  return { ...form, onSubmit, warm };
}
