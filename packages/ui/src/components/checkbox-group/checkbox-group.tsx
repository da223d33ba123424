import type { FieldValues } from 'react-hook-form';
import { ChoiceFieldset, type ChoiceGroupProps } from '../checkbox/choice-fieldset';
import { useFormField } from '../form-field';

export type CheckboxGroupProps<T extends FieldValues, TOut = T> = ChoiceGroupProps<T, TOut>;

/** Several checkboxes writing one string array (the wizard's deliverables). */
export function CheckboxGroup<T extends FieldValues, TOut = T>({
  name,
  control,
  rules,
  disabled,
  ...props
}: CheckboxGroupProps<T, TOut>) {
  const { field, error } = useFormField<T, TOut>({ name, control, rules });
  const selected: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  return (
    <ChoiceFieldset
      data-slot="checkbox-group"
      type="checkbox"
      field={field}
      isChecked={(value) => selected.includes(value)}
      onChoice={(value, on) => field.onChange(on ? [...selected, value] : selected.filter((v) => v !== value))}
      invalidChoices
      error={error}
      disabled={disabled ?? field.disabled}
      {...props}
    />
  );
}
