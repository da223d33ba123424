import type { CSSProperties, ReactNode } from 'react';
import { AlertIcon } from '../icon';
import { FieldError } from './field.styles';

/**
 * The ids of a control's hint and error, and the `aria-describedby` that lists them, so both are
 * read with the control; absent parts get no id.
 */
export function fieldDescription(id: string, hint: ReactNode, error: ReactNode) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

/** The error under a control, with its icon; nothing when there is no error. */
export function FieldErrorMessage({
  id,
  style,
  children,
}: {
  id?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  if (!children) return null;
  return (
    <FieldError id={id} data-slot="field-error" style={style}>
      <AlertIcon />
      {children}
    </FieldError>
  );
}
