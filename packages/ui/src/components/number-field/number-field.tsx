import type { ComponentPropsWithRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Field, Input } from '../field';
import type { FormFieldProps } from '../form-field';
import { useNativeField } from '../form-field/native-field';

export interface NumberFieldProps<T extends FieldValues, TOut = T>
  extends
    FormFieldProps<T, TOut>,
    Omit<ComponentPropsWithRef<'input'>, 'name' | 'value' | 'defaultValue' | 'children' | 'type' | 'required'> {}

/**
 * A number input bound to react-hook-form. It stores a number, or `''` while empty so that the
 * schema (not the input) decides whether a blank is an error.
 */
export function NumberField<T extends FieldValues, TOut = T>({
  inputMode = 'decimal',
  ...props
}: NumberFieldProps<T, TOut>) {
  const { frame, control, value } = useNativeField(
    props,
    (event) => (event.target.value === '' ? '' : Number(event.target.value)),
    'number',
  );
  return (
    <Field {...frame} data-slot="number-field">
      {(aria) => (
        <Input
          {...control}
          {...aria}
          type="number"
          inputMode={inputMode}
          value={typeof value === 'number' && Number.isFinite(value) ? value : typeof value === 'string' ? value : ''}
        />
      )}
    </Field>
  );
}
