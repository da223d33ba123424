import type { FormOutcome, PostedForm } from '@manara/contracts/form-posts';
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

/**
 * The outcome of a form posted without scripts (docs/decisions/023): the server answers the post
 * with the page, and the posted form shows the outcome (its notice, errors and values, the quote).
 * It belongs to that one page view: once the visitor navigates, it is gone.
 */
export interface FormOutcomeStore {
  get: () => FormOutcome | null;
  subscribe: (listener: () => void) => () => void;
  /** The visitor moved on: no form shows the outcome again. */
  clear: () => void;
}

export function createFormOutcomeStore(outcome: FormOutcome | null): FormOutcomeStore {
  let current = outcome;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear: () => {
      if (current === null) return;
      current = null;
      for (const listener of listeners) listener();
    },
  };
}

const FormOutcomeContext = createContext<FormOutcomeStore | null>(null);

export function FormOutcomeProvider({ store, children }: { store: FormOutcomeStore; children: ReactNode }) {
  return <FormOutcomeContext.Provider value={store}>{children}</FormOutcomeContext.Provider>;
}

/** The outcome of `form` on this page view, or null. */
export function useFormOutcome(form: PostedForm | null): FormOutcome | null {
  const store = useContext(FormOutcomeContext);
  const outcome = useSyncExternalStore(store?.subscribe ?? noSubscription, store?.get ?? none, store?.get ?? none);
  return form && outcome?.form === form ? outcome : null;
}

const noSubscription = () => () => undefined;
const none = () => null;
