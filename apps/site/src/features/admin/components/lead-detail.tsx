import styled from '@emotion/styled';
import { ADMIN_ORDER_PAGE, LEAD_KIND_LABELS, LEAD_STATUS_LABELS, MESSAGES, type Lead } from '@manara/contracts';
import { Badge, Link } from '@manara/ui';
import { ApiRequestError } from '@/lib/api-client';
import { useAdminLead } from '../api/get-lead';
import { detailEntries } from '../lib/inbox';
import { formatDateTime } from '@/lib/format';
import { LEAD_STATUS_TONES, senderOf } from './lead-table';
import { LeadUpdateForm } from './lead-update-form';
import { DetailCard, Fact, Facts } from './detail-card';
import { ListError, ListLoading } from './list-state';

const Sub = styled.h3(({ theme }) => ({ margin: `0 0 ${theme.space[3]}`, fontSize: theme.fontSizes.md }));

/** Everything a lead says, as a definition list: who, what, from where, and what it became. */
function LeadFacts({ lead }: { lead: Lead }) {
  const details = detailEntries(lead.details);
  return (
    <>
      <Facts aria-label="Lead">
        <Fact term="Kind">{LEAD_KIND_LABELS[lead.kind]}</Fact>
        <Fact term="Status">
          <Badge tone={LEAD_STATUS_TONES[lead.status]}>{LEAD_STATUS_LABELS[lead.status]}</Badge>
        </Fact>
        <Fact term="Name">{lead.name || 'Not given'}</Fact>
        <Fact term="E-mail">
          <Link href={`mailto:${lead.email}`}>{lead.email}</Link>
        </Fact>
        {lead.message ? <Fact term="Message">{lead.message}</Fact> : null}
        <Fact term="Source page">
          {lead.sourcePage.startsWith('/') ? (
            <Link href={lead.sourcePage}>{lead.sourcePage}</Link>
          ) : (
            lead.sourcePage || 'Unknown'
          )}
        </Fact>
        <Fact term="Member">
          {lead.member ? `${lead.member.name} (account ${lead.member.id})` : 'A visitor (not signed in)'}
        </Fact>
        {lead.serviceRequestId ? (
          <Fact term="Service request">
            <Link href={ADMIN_ORDER_PAGE.href(lead.serviceRequestId)}>Request {lead.serviceRequestId}</Link> on the
            member's account
          </Fact>
        ) : null}
        <Fact term="Received">{formatDateTime(lead.createdAt)}</Fact>
        <Fact term="Last changed">{formatDateTime(lead.updatedAt)}</Fact>
      </Facts>
      {details.length > 0 ? (
        <>
          <Sub>Details</Sub>
          <Facts aria-label="Details">
            {details.map((entry) => (
              <Fact key={entry.label} term={entry.label}>
                {entry.value}
              </Fact>
            ))}
          </Facts>
        </>
      ) : null}
    </>
  );
}

const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/**
 * The open lead: its facts, then its status and notes to change. Focus moves to its heading when it
 * opens, so a keyboard or screen reader user lands on what they opened.
 */
export function LeadDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const query = useAdminLead(id);
  return (
    <DetailCard
      name="lead"
      title={query.data ? `${LEAD_KIND_LABELS[query.data.kind]} from ${senderOf(query.data)}` : 'Lead'}
      loaded={query.data !== undefined}
      onClose={onClose}
    >
      {query.isPending ? (
        <ListLoading label="Loading the lead" />
      ) : query.isError ? (
        isNotFound(query.error) ? (
          <p role="alert">{MESSAGES.notFound}: this lead may have been deleted in /cms.</p>
        ) : (
          <ListError what="This lead" onRetry={() => void query.refetch()} />
        )
      ) : (
        <>
          <LeadFacts lead={query.data} />
          <LeadUpdateForm lead={query.data} />
        </>
      )}
    </DetailCard>
  );
}
