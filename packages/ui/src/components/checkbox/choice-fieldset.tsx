import { useId, type ComponentPropsWithRef, type ReactNode, type Ref } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FieldHint } from '../field';
import type { FormFieldProps } from '../form-field';
import { fieldDescription, FieldErrorMessage } from '../field/field-description';
import { toSelectOptions, type SelectOptions } from '../select';
import { ChoiceInput, ChoiceLabel, ChoiceList, ChoiceText, Fieldset } from './checkbox.styles';

/** What a checkbox or radio group takes: its form binding, the fieldset's own props and the options. */
export interface ChoiceGroupProps<T extends FieldValues, TOut = T>
  extends
    Omit<FormFieldProps<T, TOut>, 'hideLabel'>,
    Omit<ComponentPropsWithRef<'fieldset'>, 'name' | 'children' | 'onChange'> {
  /** The question; rendered as the fieldset's legend. */
  label: ReactNode;
  options: SelectOptions;
  orientation?: 'vertical' | 'horizontal';
  disabled?: boolean;
}

/** The react-hook-form binding the choices share: one name, the first choice's ref, one blur. */
export interface ChoiceBinding {
  name: string;
  ref: Ref<HTMLInputElement>;
  onBlur: () => void;
}

export interface ChoiceFieldsetProps extends Omit<ComponentPropsWithRef<'fieldset'>, 'children' | 'onChange'> {
  type: 'checkbox' | 'radio';
  field: ChoiceBinding;
  options: SelectOptions;
  isChecked: (value: string) => boolean;
  onChoice: (value: string, checked: boolean) => void;
  /** Marks each choice invalid too (a checkbox group's fieldset cannot carry aria-invalid itself). */
  invalidChoices?: boolean;
  /** The question; rendered as the legend, which names the group. */
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  orientation?: 'vertical' | 'horizontal';
}

/**
 * What the checkbox and radio groups share: a fieldset whose legend is the label (with the required
 * mark), then the hint, one native input per option and the error, the hint and error describing
 * the group.
 */
export function ChoiceFieldset({
  type,
  field,
  options,
  isChecked,
  onChoice,
  invalidChoices,
  label,
  hint,
  error,
  required,
  orientation = 'vertical',
  ...props
}: ChoiceFieldsetProps) {
  const { hintId, errorId, describedBy } = fieldDescription(`choices-${useId()}`, hint, error);
  return (
    <Fieldset aria-describedby={describedBy} {...props}>
      <legend>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <ChoiceList data-orientation={orientation}>
        {toSelectOptions(options).map((option, index) => (
          <ChoiceLabel key={option.value} data-disabled={props.disabled || option.disabled ? 'true' : undefined}>
            <ChoiceInput
              // react-hook-form focuses the first choice when the group is invalid.
              ref={index === 0 ? field.ref : undefined}
              type={type}
              name={field.name}
              value={option.value}
              checked={isChecked(option.value)}
              disabled={option.disabled}
              aria-invalid={invalidChoices && error ? true : undefined}
              onChange={(event) => onChoice(option.value, event.target.checked)}
              onBlur={field.onBlur}
            />
            <ChoiceText>{option.label}</ChoiceText>
          </ChoiceLabel>
        ))}
      </ChoiceList>
      <FieldErrorMessage id={errorId}>{error}</FieldErrorMessage>
    </Fieldset>
  );
}
