import { LoadWhenNear } from '@/lib/load-when-near';

/**
 * The wizard comes in its own file (with zod and react-hook-form), loaded when the reader nears it:
 * the server renders it in full and the browser keeps that HTML until then, so the page's first
 * scripts and its hydration stay lean.
 */
const loadForm = () => import('./scoping-wizard-form');

/** The scoping wizard at #wizard. */
export function ScopingWizard() {
  return <LoadWhenNear load={loadForm} props={{}} />;
}
