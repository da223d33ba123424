import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { ChoiceInput, ChoiceLabel, ChoiceList, ChoiceText, Fieldset } from '../checkbox/checkbox.styles';
import { FieldError, FieldHint } from '../field';
import { useFormField, type FormFieldProps } from '../form-field';
import { AlertIcon } from '../icon';
import { toSelectOptions, type SelectOptions } from '../select';

export interface CheckboxGroupProps<T extends FieldValues, TOut = T>
  extends
    Omit<FormFieldProps<T, TOut>, 'hideLabel'>,
    Omit<ComponentPropsWithRef<'fieldset'>, 'name' | 'children' | 'onChange'> {
  label: ReactNode;
  options: SelectOptions;
  orientation?: 'vertical' | 'horizontal';
  disabled?: boolean;
}

/** Several checkboxes writing one string array (the wizard's deliverables). */
export function CheckboxGroup<T extends FieldValues, TOut = T>({
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
}: CheckboxGroupProps<T, TOut>) {
  const { field, error } = useFormField<T, TOut>({ name, control, rules });
  const id = `checkbox-group-${useId()}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const selected: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const toggle = (value: string, on: boolean) =>
    field.onChange(on ? [...selected, value] : selected.filter((v) => v !== value));
  return (
    <Fieldset
      data-slot="checkbox-group"
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      disabled={disabled ?? field.disabled}
      {...props}
    >
      <legend>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <ChoiceList data-orientation={orientation}>
        {toSelectOptions(options).map((option, index) => (
          <ChoiceLabel key={option.value} data-disabled={option.disabled ? 'true' : undefined}>
            <ChoiceInput
              ref={index === 0 ? field.ref : undefined}
              type="checkbox"
              name={field.name}
              value={option.value}
              checked={selected.includes(option.value)}
              disabled={option.disabled}
              aria-invalid={error ? true : undefined}
              onChange={(event) => toggle(option.value, event.target.checked)}
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
