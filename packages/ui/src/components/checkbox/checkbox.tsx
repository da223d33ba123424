import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FieldHint } from '../field';
import { fieldDescription, FieldErrorMessage } from '../field/field-description';
import type { FormFieldProps } from '../form-field';
import { useNativeField } from '../form-field/native-field';
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
export function Checkbox<T extends FieldValues, TOut = T>({ id: idProp, ...props }: CheckboxProps<T, TOut>) {
  const { frame, control, value } = useNativeField(props, (event) => event.target.checked, 'checkbox');
  const { label, hint, error, required } = frame;
  const generated = useId();
  const id = idProp ?? `checkbox-${generated}`;
  const { hintId, errorId, describedBy } = fieldDescription(id, hint, error);
  return (
    <div data-slot="checkbox" data-invalid={error ? 'true' : undefined}>
      <ChoiceLabel htmlFor={id} data-disabled={control.disabled ? 'true' : undefined}>
        <ChoiceInput
          {...control}
          id={id}
          type="checkbox"
          checked={value === true}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
        />
        <ChoiceText>{label}</ChoiceText>
      </ChoiceLabel>
      {hint ? (
        <FieldHint id={hintId} style={{ marginLeft: '1.625rem' }}>
          {hint}
        </FieldHint>
      ) : null}
      <FieldErrorMessage id={errorId} style={{ marginTop: '0.375rem' }}>
        {error}
      </FieldErrorMessage>
    </div>
  );
}
