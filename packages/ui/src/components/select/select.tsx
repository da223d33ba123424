import type { ComponentPropsWithRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Field, NativeSelect } from '../field';
import type { FormFieldProps } from '../form-field';
import { useNativeField } from '../form-field/native-field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Plain strings are their own label. */
export type SelectOptions = ReadonlyArray<string | SelectOption>;

export function toSelectOptions(options: SelectOptions): SelectOption[] {
  return options.map((o) => (typeof o === 'string' ? { value: o, label: o } : o));
}

export interface SelectProps<T extends FieldValues, TOut = T>
  extends
    FormFieldProps<T, TOut>,
    Omit<ComponentPropsWithRef<'select'>, 'name' | 'value' | 'defaultValue' | 'children' | 'required'> {
  options: SelectOptions;
  /** A first, empty choice such as "Choose a service"; the schema decides if it is allowed. */
  placeholder?: string;
}

/** A native select (full keyboard and screen-reader support for free) bound to react-hook-form. */
export function Select<T extends FieldValues, TOut = T>({ options, placeholder, ...props }: SelectProps<T, TOut>) {
  const { frame, control, value } = useNativeField(props);
  return (
    <Field {...frame} data-slot="select">
      {(aria) => (
        <NativeSelect {...control} {...aria} value={(value as string | undefined) ?? ''}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {toSelectOptions(options).map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
