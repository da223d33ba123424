import type { ChangeEvent, ChangeEventHandler, FocusEvent, FocusEventHandler, ReactNode } from 'react';
import {
  useController,
  type Control,
  type ControllerRenderProps,
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

/**
 * Splits a field component's props: the form binding goes to useFormField, the label, hint and
 * required mark (with the error) make the frame around the control, and the rest stays the component's.
 */
export function useBoundField<T extends FieldValues, TOut, P extends FormFieldProps<T, TOut>>(props: P) {
  const { name, control, rules, label, hint, required, hideLabel, ...rest } = props;
  const { field, error } = useFormField<T, TOut>({ name, control, rules });
  return { field, error, frame: { label, hint, error, required, hideLabel }, rest };
}

export type NativeControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What a field component lets its caller pass to the native element alongside the binding. */
export interface NativeControlOwnProps<E extends NativeControl> {
  disabled?: boolean;
  onChange?: ChangeEventHandler<E>;
  onBlur?: FocusEventHandler<E>;
}

/**
 * Binds a native input, textarea or select to react-hook-form while keeping the caller's own
 * disabled flag and handlers (refs are merged at the element, where React's rules can see them). `toValue` turns the change event into the stored value (by default
 * react-hook-form reads the event itself).
 */
export function nativeControlProps<E extends NativeControl, T extends FieldValues>(
  field: ControllerRenderProps<T, FieldPath<T>>,
  own: NativeControlOwnProps<E>,
  toValue: (event: ChangeEvent<E>) => unknown = (event) => event,
) {
  return {
    name: field.name,
    disabled: own.disabled ?? field.disabled,
    onChange: (event: ChangeEvent<E>) => {
      field.onChange(toValue(event));
      own.onChange?.(event);
    },
    onBlur: (event: FocusEvent<E>) => {
      field.onBlur();
      own.onBlur?.(event);
    },
  };
}
