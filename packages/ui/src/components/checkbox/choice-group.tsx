import { useId, useRef, type ComponentPropsWithRef, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FieldHint } from '../field';
import { fieldDescription, FieldErrorMessage } from '../field/field-description';
import { useBoundField, type FormFieldProps } from '../form-field';
import { useTakeOver } from '../form-field/take-over';
import { mergeRefs } from '../../utils/merge-refs';
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

interface ChoiceBehaviour {
  type: 'checkbox' | 'radio';
  /** Whether the option is ticked, given the form's current value. */
  isChecked: (current: unknown, option: string) => boolean;
  /** The form's next value when the option is ticked or unticked. */
  nextValue: (current: unknown, option: string, checked: boolean) => unknown;
  /**
   * Where the invalid state is announced: on the group (a radiogroup carries aria-invalid) or on
   * each choice (a plain fieldset cannot).
   */
  invalidOn: 'group' | 'choices';
}

/**
 * What the checkbox and radio groups share: a fieldset whose legend is the label (with the required
 * mark), then the hint, one native input per option and the error, the hint and error describing
 * the group; one form value behind all the choices.
 */
export function ChoiceGroup<T extends FieldValues, TOut = T>(allProps: ChoiceGroupProps<T, TOut> & ChoiceBehaviour) {
  const {
    field,
    error,
    frame: { label, hint, required },
    rest: { options, orientation = 'vertical', disabled, type, isChecked, nextValue, invalidOn, ref, ...props },
  } = useBoundField<T, TOut, ChoiceGroupProps<T, TOut> & ChoiceBehaviour>(allProps);
  const group = useRef<HTMLFieldSetElement>(null);
  // The choices ticked before the form's script ran stay ticked (form-field/take-over.ts).
  useTakeOver(field, type === 'radio' ? 'radio' : 'checkboxes', () =>
    Array.from(group.current?.querySelectorAll(`input[type="${type}"]`) ?? []),
  );
  const { hintId, errorId, describedBy } = fieldDescription(`choices-${useId()}`, hint, error);
  const isDisabled = disabled ?? field.disabled;
  return (
    <Fieldset
      aria-invalid={invalidOn === 'group' && error ? true : undefined}
      aria-describedby={describedBy}
      disabled={isDisabled}
      {...props}
      ref={mergeRefs(ref, group)}
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
              // react-hook-form focuses the first choice when the group is invalid.
              ref={index === 0 ? field.ref : undefined}
              type={type}
              name={field.name}
              value={option.value}
              checked={isChecked(field.value, option.value)}
              disabled={option.disabled}
              aria-invalid={invalidOn === 'choices' && error ? true : undefined}
              onChange={(event) => field.onChange(nextValue(field.value, option.value, event.target.checked))}
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
