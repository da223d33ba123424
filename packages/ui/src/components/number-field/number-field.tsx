import type { ComponentPropsWithRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Field, Input } from '../field';
import { nativeControlProps, useFormField, type FormFieldProps } from '../form-field';
import { mergeRefs } from '../../utils/merge-refs';

export interface NumberFieldProps<T extends FieldValues, TOut = T>
  extends
    FormFieldProps<T, TOut>,
    Omit<ComponentPropsWithRef<'input'>, 'name' | 'value' | 'defaultValue' | 'children' | 'type' | 'required'> {}

/**
 * A number input bound to react-hook-form. It stores a number, or `''` while empty so that the
 * schema (not the input) decides whether a blank is an error.
 */
export function NumberField<T extends FieldValues, TOut = T>({
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
  inputMode = 'decimal',
  ...props
}: NumberFieldProps<T, TOut>) {
  const { field, error } = useFormField<T, TOut>({ name, control, rules });
  const value: unknown = field.value;
  return (
    <Field label={label} hint={hint} error={error} required={required} hideLabel={hideLabel} data-slot="number-field">
      {(aria) => (
        <Input
          {...props}
          {...aria}
          ref={mergeRefs(ref, field.ref)}
          {...nativeControlProps(field, { disabled, onChange, onBlur }, (event) =>
            event.target.value === '' ? '' : Number(event.target.value),
          )}
          type="number"
          inputMode={inputMode}
          value={typeof value === 'number' && Number.isFinite(value) ? value : typeof value === 'string' ? value : ''}
        />
      )}
    </Field>
  );
}
