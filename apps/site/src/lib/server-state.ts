import type { DehydratedState } from '@tanstack/react-query';
import type { FormOutcome } from '@manara/contracts/form-posts';
import type { HydrationState } from 'react-router-dom';

/**
 * What a server-rendered page hands to the browser: the query cache it rendered with, and the
 * router's loader results (and a posted form's outcome). It travels as a JSON data block (`type="application/json"`), which the
 * CSP does not treat as a script, so no inline code is added to the page.
 */
export interface ServerState {
  queries: DehydratedState;
  router: HydrationState;
  /** The outcome of a form posted to this page without scripts (docs/decisions/023). */
  outcome?: FormOutcome;
}

export const SERVER_STATE_ID = 'manara-state';

/** The data block's HTML; `<` is escaped so no value can close the element. */
export function serverStateScript(state: ServerState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVER_STATE_ID}">${json}</script>`;
}

/** The state the server wrote into this page, or null for a client-rendered page. */
export function readServerState(): ServerState | null {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return null;
  }
}
