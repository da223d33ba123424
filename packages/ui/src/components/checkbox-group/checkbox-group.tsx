import type { FieldValues } from 'react-hook-form';
import { ChoiceGroup, type ChoiceGroupProps } from '../checkbox/choice-group';

export type CheckboxGroupProps<T extends FieldValues, TOut = T> = ChoiceGroupProps<T, TOut>;

const selected = (current: unknown): string[] => (Array.isArray(current) ? (current as string[]) : []);

/** Several checkboxes writing one string array (the wizard's deliverables). */
export function CheckboxGroup<T extends FieldValues, TOut = T>(props: CheckboxGroupProps<T, TOut>) {
  return (
    <ChoiceGroup
      data-slot="checkbox-group"
      {...props}
      type="checkbox"
      invalidOn="choices"
      isChecked={(current, option) => selected(current).includes(option)}
      nextValue={(current, option, on) =>
        on ? [...selected(current), option] : selected(current).filter((value) => value !== option)
      }
    />
  );
}
