import type { ComponentPropsWithRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Field, Textarea } from '../field';
import type { FormFieldProps } from '../form-field';
import { useNativeField } from '../form-field/native-field';

export interface TextAreaProps<T extends FieldValues, TOut = T>
  extends
    FormFieldProps<T, TOut>,
    Omit<ComponentPropsWithRef<'textarea'>, 'name' | 'value' | 'defaultValue' | 'children' | 'required'> {}

/** A multi-line text input bound to react-hook-form. */
export function TextArea<T extends FieldValues, TOut = T>({ rows = 5, ...props }: TextAreaProps<T, TOut>) {
  const { frame, control, value } = useNativeField(props);
  return (
    <Field {...frame} data-slot="text-area">
      {(aria) => <Textarea {...control} {...aria} rows={rows} value={(value as string | undefined) ?? ''} />}
    </Field>
  );
}
