import styled from '@emotion/styled';
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS, MESSAGES, type Lead } from '@manara/contracts';
import { Badge, Button, Card, Link } from '@manara/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-client';
import { useAdminLead } from '../api/get-lead';
import { detailEntries } from '../lib/inbox';
import { formatDateTime } from '../lib/format';
import { LEAD_STATUS_TONES, senderOf } from './lead-table';
import { LeadUpdateForm } from './lead-update-form';
import { ListError, ListLoading } from './list-state';

const Head = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: theme.space[3],
  marginBottom: theme.space[4],
}));

const Title = styled.h2(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.lg,
  lineHeight: theme.lineHeights.tight,
  color: theme.colors.text,
  overflowWrap: 'anywhere',
  '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: '4px' },
}));

const Facts = styled.dl(({ theme }) => ({
  display: 'grid',
  gap: `${theme.space[2]} ${theme.space[4]}`,
  margin: `0 0 ${theme.space[6]}`,
  [theme.mq.md]: { gridTemplateColumns: '11rem minmax(0, 1fr)' },
  '& dt': { color: theme.colors.textMuted, fontSize: theme.fontSizes.sm, fontWeight: theme.fontWeights.semibold },
  '& dd': { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' },
  [`@media (max-width: ${theme.breakpoints.md - 0.02}px)`]: { '& dd': { marginBottom: theme.space[2] } },
}));

const Sub = styled.h3(({ theme }) => ({ margin: `0 0 ${theme.space[3]}`, fontSize: theme.fontSizes.md }));

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

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
            <Link href={`${paths.admin}/service-requests`}>Request {lead.serviceRequestId}</Link> on the member's
            account
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
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = query.data !== undefined;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  return (
    <Card as="section" aria-labelledby="lead-detail-heading" data-testid="lead-detail">
      <Head>
        <Title id="lead-detail-heading" ref={heading} tabIndex={-1}>
          {query.data ? `${LEAD_KIND_LABELS[query.data.kind]} from ${senderOf(query.data)}` : 'Lead'}
        </Title>
        <Button size="sm" variant="outline" onClick={onClose}>
          Close
        </Button>
      </Head>
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
    </Card>
  );
}
