import type { FieldValues } from 'react-hook-form';
import { ChoiceGroup, type ChoiceGroupProps } from '../checkbox/choice-group';

export type RadioGroupProps<T extends FieldValues, TOut = T> = ChoiceGroupProps<T, TOut>;

/**
 * Native radios in a fieldset (arrow keys move between them, as the APG radio group pattern asks).
 * The fieldset is the radiogroup that carries `aria-invalid` and the hint/error description.
 */
export function RadioGroup<T extends FieldValues, TOut = T>(props: RadioGroupProps<T, TOut>) {
  return (
    <ChoiceGroup
      role="radiogroup"
      data-slot="radio-group"
      aria-required={props.required || undefined}
      {...props}
      type="radio"
      invalidOn="group"
      isChecked={(current, option) => current === option}
      nextValue={(_, option) => option}
    />
  );
}
