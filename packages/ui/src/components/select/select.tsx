import type { ComponentPropsWithRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Field, NativeSelect } from '../field';
import { nativeControlProps, useFormField, type FormFieldProps } from '../form-field';
import { mergeRefs } from '../../utils/merge-refs';

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
export function Select<T extends FieldValues, TOut = T>({
  name,
  control,
  rules,
  label,
  hint,
  required,
  hideLabel,
  ref,
  options,
  placeholder,
  onChange,
  onBlur,
  disabled,
  ...props
}: SelectProps<T, TOut>) {
  const { field, error } = useFormField<T, TOut>({ name, control, rules });
  return (
    <Field label={label} hint={hint} error={error} required={required} hideLabel={hideLabel} data-slot="select">
      {(aria) => (
        <NativeSelect
          {...props}
          {...aria}
          ref={mergeRefs(ref, field.ref)}
          {...nativeControlProps(field, { disabled, onChange, onBlur })}
          value={field.value ?? ''}
        >
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
