import type { ComponentPropsWithRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Field, Input } from '../field';
import type { FormFieldProps } from '../form-field';
import { useNativeField } from '../form-field/native-field';

export interface TextFieldProps<T extends FieldValues, TOut = T>
  extends
    FormFieldProps<T, TOut>,
    Omit<ComponentPropsWithRef<'input'>, 'name' | 'value' | 'defaultValue' | 'children' | 'required'> {
  type?: 'text' | 'email' | 'password' | 'search' | 'tel' | 'url';
}

/** A single-line text input bound to react-hook-form; its error shows under it. */
export function TextField<T extends FieldValues, TOut = T>({ type = 'text', ...props }: TextFieldProps<T, TOut>) {
  const { frame, control, value } = useNativeField(props);
  return (
    <Field {...frame} data-slot="text-field">
      {(aria) => <Input {...control} {...aria} type={type} value={(value as string | undefined) ?? ''} />}
    </Field>
  );
}
