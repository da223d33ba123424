import type { ChangeEvent, Ref } from 'react';
import type { FieldValues } from 'react-hook-form';
import { mergeRefs } from '../../utils/merge-refs';
import {
  nativeControlProps,
  useFormField,
  type FormFieldProps,
  type NativeControl,
  type NativeControlOwnProps,
} from './form-field';

/** What a labelled native field (text, text area, select, number) takes besides its element's own props. */
export type NativeFieldProps<T extends FieldValues, TOut, E extends NativeControl> = FormFieldProps<T, TOut> &
  NativeControlOwnProps<E> & { ref?: Ref<E> };

/**
 * The binding the labelled native fields share: `frame` goes to `<Field>` (label, hint, error),
 * `control` to the native element (the caller's other props, the merged ref, name, disabled and the
 * handlers), and `value` is the form's current value for the element to show.
 */
export function useNativeField<T extends FieldValues, TOut, E extends NativeControl, P extends object>(
  {
    name,
    control,
    rules,
    label,
    hint,
    required,
    hideLabel,
    ref,
    onChange,
    onBlur,
    disabled,
    ...native
  }: NativeFieldProps<T, TOut, E> & P,
  toValue?: (event: ChangeEvent<E>) => unknown,
) {
  const { field, error } = useFormField<T, TOut>({ name, control, rules });
  return {
    frame: { label, hint, error, required, hideLabel },
    control: {
      ...native,
      ref: mergeRefs(ref, field.ref),
      ...nativeControlProps(field, { disabled, onChange, onBlur }, toValue),
    },
    value: field.value as unknown,
  };
}
