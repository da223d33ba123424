import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { ChoiceInput, ChoiceLabel, ChoiceList, ChoiceText, Fieldset } from '../checkbox/checkbox.styles';
import { FieldError, FieldHint } from '../field';
import { useFormField, type FormFieldProps } from '../form-field';
import { AlertIcon } from '../icon';
import { toSelectOptions, type SelectOptions } from '../select';

export interface RadioGroupProps<T extends FieldValues, TOut = T>
  extends
    Omit<FormFieldProps<T, TOut>, 'hideLabel'>,
    Omit<ComponentPropsWithRef<'fieldset'>, 'name' | 'children' | 'onChange'> {
  /** The question; rendered as the fieldset's legend. */
  label: ReactNode;
  options: SelectOptions;
  orientation?: 'vertical' | 'horizontal';
  disabled?: boolean;
}

/**
 * Native radios in a fieldset (arrow keys move between them, as the APG radio group pattern asks).
 * The fieldset is the radiogroup that carries `aria-invalid` and the hint/error description.
 */
export function RadioGroup<T extends FieldValues, TOut = T>({
  name,
  control,
  rules,
  label,
  hint,
  required,
  options,
  orientation = 'vertical',
  disabled,
  ...props
}: RadioGroupProps<T, TOut>) {
  const { field, error } = useFormField<T, TOut>({ name, control, rules });
  const id = `radio-group-${useId()}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const isDisabled = disabled ?? field.disabled;
  return (
    <Fieldset
      role="radiogroup"
      data-slot="radio-group"
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      disabled={isDisabled}
      {...props}
    >
      <legend>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <ChoiceList data-orientation={orientation}>
        {toSelectOptions(options).map((option, index) => (
          <ChoiceLabel key={option.value} data-disabled={isDisabled || option.disabled ? 'true' : undefined}>
            <ChoiceInput
              // RHF focuses the first radio when the group is invalid.
              ref={index === 0 ? field.ref : undefined}
              type="radio"
              name={field.name}
              value={option.value}
              checked={field.value === option.value}
              disabled={option.disabled}
              onChange={() => field.onChange(option.value)}
              onBlur={field.onBlur}
            />
            <ChoiceText>{option.label}</ChoiceText>
          </ChoiceLabel>
        ))}
      </ChoiceList>
      {error ? (
        <FieldError id={errorId} data-slot="field-error">
          <AlertIcon />
          {error}
        </FieldError>
      ) : null}
    </Fieldset>
  );
}
