import { useCallback, useState } from 'react';

/**
 * Unsaved edits of the controls in a table's rows (an enrollment's status and progress). A draft is
 * filed under the row's saved values (`version`): once the server answers with new values, the row
 * shows them again, and while the save is on its way the controls keep what the admin chose.
 */
export function useRowDrafts<Values extends object>() {
  const [drafts, setDrafts] = useState<Record<string, Partial<Values>>>({});
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  const valuesOf = useCallback(
    (version: string, saved: Values): Values => ({ ...saved, ...drafts[version] }),
    [drafts],
  );
  const edit = useCallback(
    (version: string, patch: Partial<Values>) =>
      setDrafts((all) => ({ ...all, [version]: { ...all[version], ...patch } })),
    [],
  );
  const setError = useCallback(
    (id: string, message: string | undefined) => setErrors((all) => ({ ...all, [id]: message })),
    [],
  );
  return { valuesOf, edit, errorOf: (id: string) => errors[id], setError };
}
