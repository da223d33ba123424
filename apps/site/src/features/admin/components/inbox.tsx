import { useListAddress } from '../hooks/use-list-address';
import { inboxSearch, readInboxState, type InboxState } from '../lib/inbox';
import { AdminSubsection } from './admin-section';
import { InboxExports } from './inbox-exports';
import { InboxFilters } from './inbox-filters';
import { LeadDetail } from './lead-detail';
import { LeadTable } from './lead-table';

/**
 * The Inbox: every lead, newest first, filtered by kind, status and sender; one lead open
 * with all its details, its status and the team's notes. The filters, the page and the open lead
 * live in the address, so a reload, Back or a shared link shows the same view.
 */
export function Inbox() {
  const { state, go, openLink, close, listHeading } = useListAddress<InboxState>({
    read: readInboxState,
    search: inboxSearch,
    openKey: 'leadId',
    openAction: 'open',
  });
  return (
    <>
      {/* Keyed by the search, so Back or a new address shows its own text in the box. */}
      <InboxFilters key={state.filter.q ?? ''} filter={state.filter} onChange={(filter) => go({ filter, page: 1 })} />
      {state.leadId ? <LeadDetail key={state.leadId} id={state.leadId} onClose={close} /> : null}
      <AdminSubsection title="Leads" kind="list" headingRef={listHeading}>
        <LeadTable
          filter={state.filter}
          page={state.page}
          openLink={openLink}
          onPage={(page) => go({ ...state, page })}
        />
      </AdminSubsection>
      <InboxExports filter={state.filter} />
    </>
  );
}
