import { lazy, Suspense } from 'react';

/**
 * The wizard comes in its own file (with zod and react-hook-form): the server renders it in full
 * and hydration keeps that HTML until the file arrives, so the page's first scripts stay lean.
 */
const ScopingWizardForm = lazy(() => import('./scoping-wizard-form'));

/** The scoping wizard at #wizard (spec §2, §4, §5). */
export function ScopingWizard() {
  return (
    <Suspense fallback={null}>
      <ScopingWizardForm />
    </Suspense>
  );
}
