import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The form of an AI tool. The tools run in the browser and make no server call: a valid submit
 * waits `delayMs` so the result arrives at a reading pace, then hands the values to `onResult`.
 */
export function useSimulatedTool<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  delayMs: number,
  onResult: (values: z.output<S>) => void,
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema), defaultValues });
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void form.handleSubmit(async (values) => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      onResult(values);
    })(event);
  return { ...form, onSubmit };
}
