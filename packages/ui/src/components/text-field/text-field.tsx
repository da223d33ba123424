import type { ComponentPropsWithRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Field, Input } from '../field';
import { nativeControlProps, useFormField, type FormFieldProps } from '../form-field';
import { mergeRefs } from '../../utils/merge-refs';

export interface TextFieldProps<T extends FieldValues, TOut = T>
  extends
    FormFieldProps<T, TOut>,
    Omit<ComponentPropsWithRef<'input'>, 'name' | 'value' | 'defaultValue' | 'children' | 'required'> {
  type?: 'text' | 'email' | 'password' | 'search' | 'tel' | 'url';
}

/** A single-line text input bound to react-hook-form; its error shows under it. */
export function TextField<T extends FieldValues, TOut = T>({
  name,
  control,
  rules,
  label,
  hint,
  required,
  hideLabel,
  ref,
  type = 'text',
  onChange,
  onBlur,
  disabled,
  ...props
}: TextFieldProps<T, TOut>) {
  const { field, error } = useFormField<T, TOut>({ name, control, rules });
  return (
    <Field label={label} hint={hint} error={error} required={required} hideLabel={hideLabel} data-slot="text-field">
      {(aria) => (
        <Input
          {...props}
          {...aria}
          ref={mergeRefs(ref, field.ref)}
          {...nativeControlProps(field, { disabled, onChange, onBlur })}
          type={type}
          value={field.value ?? ''}
        />
      )}
    </Field>
  );
}
