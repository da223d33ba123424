import { useRef, type ChangeEvent, type Ref } from 'react';
import type { FieldValues } from 'react-hook-form';
import { mergeRefs } from '../../utils/merge-refs';
import {
  nativeControlProps,
  useBoundField,
  type FormFieldProps,
  type NativeControl,
  type NativeControlOwnProps,
} from './form-field';
import { useTakeOver, type TakeOverKind } from './take-over';

/** What a labelled native field (text, text area, select, number) takes besides its element's own props. */
export type NativeFieldProps<T extends FieldValues, TOut, E extends NativeControl> = FormFieldProps<T, TOut> &
  NativeControlOwnProps<E> & { ref?: Ref<E> };

/**
 * The binding the labelled native fields share: `frame` goes to `<Field>` (label, hint, error),
 * `control` to the native element (the caller's other props, the merged ref, name, disabled and the
 * handlers), and `value` is the form's current value for the element to show.
 */
export function useNativeField<T extends FieldValues, TOut, E extends NativeControl, P extends object>(
  props: NativeFieldProps<T, TOut, E> & P,
  toValue?: (event: ChangeEvent<E>) => unknown,
  kind: TakeOverKind = 'text',
) {
  const {
    field,
    frame,
    rest: { ref, onChange, onBlur, disabled, ...native },
  } = useBoundField<T, TOut, NativeFieldProps<T, TOut, E> & P>(props);
  const element = useRef<E>(null);
  // What the visitor typed before the form's script ran stays (take-over.ts).
  useTakeOver(field, kind, () => (element.current ? [element.current] : []));
  return {
    frame,
    control: {
      ...native,
      ref: mergeRefs(ref, field.ref, element),
      ...nativeControlProps(field, { disabled, onChange, onBlur }, toValue),
    },
    value: field.value as unknown,
  };
}
