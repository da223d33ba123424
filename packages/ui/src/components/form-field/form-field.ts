import type { ReactNode } from 'react';
import {
  useController,
  type Control,
  type FieldPath,
  type FieldValues,
  type UseControllerProps,
  type UseControllerReturn,
} from 'react-hook-form';

/**
 * What every react-hook-form field takes. `control` may be omitted inside a `FormProvider`.
 * `TOut` is the form's transformed (zod output) type, so `useForm<z.input<S>, unknown, z.output<S>>`'s
 * control fits without casts.
 */
export interface FormFieldProps<T extends FieldValues, TOut = T> {
  name: FieldPath<T>;
  control?: Control<T, unknown, TOut>;
  rules?: UseControllerProps<T, FieldPath<T>, TOut>['rules'];
  label: ReactNode;
  hint?: ReactNode;
  /** Marks the label with an asterisk and sets `aria-required`; the schema does the checking. */
  required?: boolean;
  hideLabel?: boolean;
}

/** The keys of FormFieldProps, so that components can keep them off the native element. */
export type FormFieldKey = keyof FormFieldProps<FieldValues>;

export function useFormField<T extends FieldValues, TOut = T>({
  name,
  control,
  rules,
}: Pick<FormFieldProps<T, TOut>, 'name' | 'control' | 'rules'>): UseControllerReturn<T, FieldPath<T>> & {
  error: string | undefined;
} {
  const controller = useController<T, FieldPath<T>, TOut>({ name, control, rules });
  return { ...controller, error: controller.fieldState.error?.message };
}
