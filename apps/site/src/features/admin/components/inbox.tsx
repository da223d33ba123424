import { useCallback, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useFocusLater } from '../hooks/use-focus-later';
import { inboxSearch, readInboxState, type InboxState } from '../lib/inbox';
import { AdminSubsection } from './admin-section';
import { InboxExports } from './inbox-exports';
import { InboxFilters } from './inbox-filters';
import { LeadDetail } from './lead-detail';
import { LeadTable, openLinkFor } from './lead-table';

/**
 * The Inbox: every lead, newest first, filtered by kind, status and sender; one lead open
 * with all its details, its status and the team's notes. The filters, the page and the open lead
 * live in the address, so a reload, Back or a shared link shows the same view.
 */
export function Inbox() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const state = readInboxState(params);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const focusLater = useFocusLater();

  const go = useCallback(
    (next: InboxState) => void navigate({ pathname, search: inboxSearch(next) }),
    [navigate, pathname],
  );
  const hrefOf = (next: InboxState) => `${pathname}${inboxSearch(next)}`;

  const close = () => {
    const closed = state.leadId;
    go({ ...state, leadId: undefined });
    // The lead's row, or the list when the row is on another page or filtered away.
    focusLater(
      () => (closed ? openLinkFor(closed) : null),
      () => listHeading.current,
    );
  };

  return (
    <>
      {/* Keyed by the search, so Back or a new address shows its own text in the box. */}
      <InboxFilters key={state.filter.q ?? ''} filter={state.filter} onChange={(filter) => go({ filter, page: 1 })} />
      {state.leadId ? <LeadDetail key={state.leadId} id={state.leadId} onClose={close} /> : null}
      <AdminSubsection title="Leads" kind="list" headingRef={listHeading}>
        <LeadTable
          filter={state.filter}
          page={state.page}
          openHref={(id) => hrefOf({ ...state, leadId: id })}
          onPage={(page) => go({ ...state, page })}
        />
      </AdminSubsection>
      <InboxExports filter={state.filter} />
    </>
  );
}
