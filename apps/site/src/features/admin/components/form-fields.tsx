import {
  NumberField,
  Select,
  TextArea,
  TextField,
  type NumberFieldProps,
  type SelectProps,
  type TextAreaProps,
  type TextFieldProps,
} from '@manara/ui';
import type { Control, FieldValues } from 'react-hook-form';
import { RatingField } from './rating-field';

type Props<P> = Omit<P, 'control'>;

/** One field of an admin form, by kind; everything else is the field component's own props. */
export type FieldSpec<T extends FieldValues, TOut> =
  | ({ kind: 'text' } & Props<TextFieldProps<T, TOut>>)
  | ({ kind: 'number' } & Props<NumberFieldProps<T, TOut>>)
  | ({ kind: 'rating' } & Pick<NumberFieldProps<T, TOut>, 'name'>)
  | ({ kind: 'select' } & Props<SelectProps<T, TOut>>)
  /** Long text, across both columns of the form. */
  | ({ kind: 'textarea' } & Props<TextAreaProps<T, TOut>>);

function FormField<T extends FieldValues, TOut>({
  control,
  field,
}: {
  control: Control<T, unknown, TOut>;
  field: FieldSpec<T, TOut>;
}) {
  switch (field.kind) {
    case 'text': {
      const { kind: _text, ...props } = field;
      return <TextField control={control} {...props} />;
    }
    case 'number': {
      const { kind: _number, ...props } = field;
      return <NumberField control={control} {...props} />;
    }
    case 'rating':
      return <RatingField control={control} name={field.name} />;
    case 'select': {
      const { kind: _select, ...props } = field;
      return <Select control={control} {...props} />;
    }
    case 'textarea': {
      const { kind: _textarea, ...props } = field;
      return (
        <div data-span="full">
          <TextArea control={control} {...props} />
        </div>
      );
    }
  }
}

/** The fields of an admin form, in the order listed, bound to the form's control. */
export function FormFields<T extends FieldValues, TOut>({
  control,
  fields,
}: {
  control: Control<T, unknown, TOut>;
  fields: readonly FieldSpec<T, TOut>[];
}) {
  return fields.map((field) => <FormField key={field.name} control={control} field={field} />);
}
