import { useRef, useState } from 'react';
import type { ZodType } from 'zod';
import { useFocusLater } from './use-focus-later';

/**
 * The one field of a small form that the schema can refuse: `check` parses the form's input, and on
 * a refusal the field shows the first message under it and takes focus.
 */
export function useCheckedField<E extends HTMLElement>() {
  const [error, setError] = useState<string>();
  const ref = useRef<E>(null);
  const focusLater = useFocusLater();

  const check = <T>(schema: ZodType<T>, input: unknown): T | undefined => {
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      focusLater(() => ref.current);
      return undefined;
    }
    setError(undefined);
    return parsed.data;
  };

  return { error, ref, check };
}
