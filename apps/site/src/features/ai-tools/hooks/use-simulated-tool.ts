import type { FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useResolverOnDemand, type SchemaPick } from '@/lib/resolver-on-demand';

type Schema = z.ZodType<FieldValues, FieldValues>;

/**
 * The form of an AI tool. The tools run in the browser and send nothing the visitor types: a valid
 * submit waits `delayMs` so the result arrives at a reading pace, then hands the values to `onResult`.
 * `prepare` (optional) runs during that wait, e.g. loading what the tool works on, and its result
 * comes with the values; when it fails, `onFailure` is told instead. The schema (with zod) is fetched
 * on demand; `warm` fetches it before the first submit: call it when the visitor starts on the form.
 */
export function useSimulatedTool<S extends Schema, P = undefined>(
  pickSchema: SchemaPick<S>,
  defaultValues: DefaultValues<z.input<S>>,
  delayMs: number,
  onResult: (values: z.output<S>, prepared: P) => void,
  options: { prepare?: (values: z.output<S>) => Promise<P>; onFailure?: (error: unknown) => void } = {},
) {
  const { resolver, warm } = useResolverOnDemand(pickSchema);
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
