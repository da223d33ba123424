import type { ComponentPropsWithRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Field, Textarea } from '../field';
import { nativeControlProps, useFormField, type FormFieldProps } from '../form-field';
import { mergeRefs } from '../../utils/merge-refs';

export interface TextAreaProps<T extends FieldValues, TOut = T>
  extends
    FormFieldProps<T, TOut>,
    Omit<ComponentPropsWithRef<'textarea'>, 'name' | 'value' | 'defaultValue' | 'children' | 'required'> {}

/** A multi-line text input bound to react-hook-form. */
export function TextArea<T extends FieldValues, TOut = T>({
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
  rows = 5,
  ...props
}: TextAreaProps<T, TOut>) {
  const { field, error } = useFormField<T, TOut>({ name, control, rules });
  return (
    <Field label={label} hint={hint} error={error} required={required} hideLabel={hideLabel} data-slot="text-area">
      {(aria) => (
        <Textarea
          {...props}
          {...aria}
          ref={mergeRefs(ref, field.ref)}
          {...nativeControlProps(field, { disabled, onChange, onBlur })}
          rows={rows}
          value={field.value ?? ''}
        />
      )}
    </Field>
  );
}
