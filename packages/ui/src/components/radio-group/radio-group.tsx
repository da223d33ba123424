import type { FieldValues } from 'react-hook-form';
import { ChoiceFieldset, type ChoiceGroupProps } from '../checkbox/choice-fieldset';
import { useFormField } from '../form-field';

export type RadioGroupProps<T extends FieldValues, TOut = T> = ChoiceGroupProps<T, TOut>;

/**
 * Native radios in a fieldset (arrow keys move between them, as the APG radio group pattern asks).
 * The fieldset is the radiogroup that carries `aria-invalid` and the hint/error description.
 */
export function RadioGroup<T extends FieldValues, TOut = T>({
  name,
  control,
  rules,
  required,
  disabled,
  ...props
}: RadioGroupProps<T, TOut>) {
  const { field, error } = useFormField<T, TOut>({ name, control, rules });
  return (
    <ChoiceFieldset
      role="radiogroup"
      data-slot="radio-group"
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
      type="radio"
      field={field}
      isChecked={(value) => field.value === value}
      onChoice={(value) => field.onChange(value)}
      error={error}
      required={required}
      disabled={disabled ?? field.disabled}
      {...props}
    />
  );
}
