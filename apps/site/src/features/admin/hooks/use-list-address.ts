import { useCallback, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { rowActionFor, type RowAction } from '../lib/row-focus';
import { useFocusLater } from './use-focus-later';

export interface OpenLinkTarget {
  id: string;
  action: Extract<RowAction, `open${string}`>;
  href: string;
}

/** The keys of a view's state that can name its open item. */
type OpenKey<State> = { [K in keyof State]: State[K] extends string | undefined ? K : never }[keyof State];

export interface ListAddress<State> {
  /** Reads the view from the address's search; `search` writes it back. */
  read: (params: URLSearchParams) => State;
  search: (state: State) => string;
  /** Where the state keeps the open item's id. */
  openKey: OpenKey<State>;
  /** The Open links of the list's rows. */
  openAction: OpenLinkTarget['action'];
}

/**
 * A list whose filters, page and open item live in the address (the Inbox, course projects), so a
 * reload, Back or a shared link shows the same view. Closing the item gives focus to its row's Open
 * link, or to the list's heading when the row is on another page or filtered away.
 */
export function useListAddress<State>({ read, search, openKey, openAction }: ListAddress<State>) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const state = read(params);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const focusLater = useFocusLater();

  const go = useCallback(
    (next: State) => void navigate({ pathname, search: search(next) }),
    [navigate, pathname, search],
  );
  const withOpen = (id: string | undefined): State => ({ ...state, [openKey]: id });
  /** What a row's Open link needs: where the item opens, and the marker focus comes back to. */
  const openLink = (id: string): OpenLinkTarget => ({
    id,
    action: openAction,
    href: `${pathname}${search(withOpen(id))}`,
  });

  const close = () => {
    const closed = state[openKey] as string | undefined;
    go(withOpen(undefined));
    focusLater(
      () => (closed ? rowActionFor(openAction, closed) : null),
      () => listHeading.current,
    );
  };

  return { state, go, openLink, close, listHeading };
}
