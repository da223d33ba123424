import { RATING } from '@manara/contracts';
import { NumberField, type NumberFieldProps } from '@manara/ui';
import type { FieldValues } from 'react-hook-form';

/** The required 0–5 rating of the course and review forms, its bounds and step from the contract. */
export function RatingField<T extends FieldValues, TOut = T>({
  control,
  name,
}: Pick<NumberFieldProps<T, TOut>, 'control' | 'name'>) {
  return (
    <NumberField
      control={control}
      name={name}
      label={`Rating (${RATING.min} to ${RATING.max})`}
      required
      min={RATING.min}
      max={RATING.max}
      step={RATING.step}
    />
  );
}
