import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { visuallyHiddenStyles } from '../visually-hidden';
import { fieldDescription, FieldErrorMessage } from './field-description';
import { FieldHint, FieldLabel, FieldRoot } from './field.styles';

/** The ids and ARIA attributes that tie a control to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required'?: true;
}

export interface FieldProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  /** The error message; shown under the control and announced with it. */
  error?: ReactNode;
  required?: boolean;
  /** Use a given id for the control instead of a generated one. */
  controlId?: string;
  /** Visually hide the label (it is still the control's accessible name). */
  hideLabel?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label, optional hint, control and error, in that order. The control receives `aria-invalid` and
 * an `aria-describedby` that lists the hint and the error so both are read with the field.
 */
export function Field({ label, hint, error, required, controlId, hideLabel, children, ...props }: FieldProps) {
  const generated = useId();
  const id = controlId ?? `field-${generated}`;
  const { hintId, errorId, describedBy } = fieldDescription(id, hint, error);
  return (
    <FieldRoot data-slot="field" data-invalid={error ? 'true' : undefined} {...props}>
      <FieldLabel htmlFor={id} style={hideLabel ? visuallyHiddenStyles : undefined}>
        {label}
        {required ? (
          <span data-slot="required-mark" aria-hidden="true">
            *
          </span>
        ) : null}
      </FieldLabel>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        ...(required ? { 'aria-required': true as const } : {}),
      })}
      <FieldErrorMessage id={errorId}>{error}</FieldErrorMessage>
    </FieldRoot>
  );
}
