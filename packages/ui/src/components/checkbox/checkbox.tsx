import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FieldError, FieldHint } from '../field';
import { nativeControlProps, useFormField, type FormFieldProps } from '../form-field';
import { mergeRefs } from '../../utils/merge-refs';
import { AlertIcon } from '../icon';
import { ChoiceInput, ChoiceLabel, ChoiceText } from './checkbox.styles';

export interface CheckboxProps<T extends FieldValues, TOut = T>
  extends
    Omit<FormFieldProps<T, TOut>, 'hideLabel'>,
    Omit<
      ComponentPropsWithRef<'input'>,
      'name' | 'value' | 'defaultValue' | 'children' | 'type' | 'checked' | 'required'
    > {
  label: ReactNode;
}

/** A single boolean checkbox (Remember me, consent) bound to react-hook-form. */
export function Checkbox<T extends FieldValues, TOut = T>({
  name,
  control,
  rules,
  label,
  hint,
  required,
  ref,
  onChange,
  onBlur,
  disabled,
  id: idProp,
  ...props
}: CheckboxProps<T, TOut>) {
  const { field, error } = useFormField<T, TOut>({ name, control, rules });
  const generated = useId();
  const id = idProp ?? `checkbox-${generated}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const isDisabled = disabled ?? field.disabled;
  return (
    <div data-slot="checkbox" data-invalid={error ? 'true' : undefined}>
      <ChoiceLabel htmlFor={id} data-disabled={isDisabled ? 'true' : undefined}>
        <ChoiceInput
          {...props}
          ref={mergeRefs(ref, field.ref)}
          {...nativeControlProps(field, { disabled, onChange, onBlur }, (event) => event.target.checked)}
          id={id}
          type="checkbox"
          checked={field.value === true}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          aria-required={required || undefined}
        />
        <ChoiceText>{label}</ChoiceText>
      </ChoiceLabel>
      {hint ? (
        <FieldHint id={hintId} style={{ marginLeft: '1.625rem' }}>
          {hint}
        </FieldHint>
      ) : null}
      {error ? (
        <FieldError id={errorId} data-slot="field-error" style={{ marginTop: '0.375rem' }}>
          <AlertIcon />
          {error}
        </FieldError>
      ) : null}
    </div>
  );
}
