import styled from '@emotion/styled';
import { formatDueDate, ORDER_PAGE, STATUS_LABELS, type MemberServiceRequest } from '@manara/contracts';
import { Badge, ButtonLink, Card, CardLink, cluster, Grid, spreadRow } from '@manara/ui';
import { ORDER_STATUS_TONES } from '@/components/order-workspace';
import { paths } from '@/config/paths';
import { MY_REQUESTS_SHOWN, useMyServiceRequests } from '../api/get-my-requests';
import { requestDates } from '../lib/requests';
import { MemberQuery } from './member-query';

const Head = styled.div(({ theme }) => spreadRow(theme, 'center', 2));

const Title = styled.h3(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.md,
  color: theme.colors.text,
  overflowWrap: 'anywhere',
}));

const Details = styled.p(({ theme }) => ({
  margin: `${theme.space[2]} 0`,
  color: theme.colors.textMuted,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  // A long quote stays three lines high; the order's page has it whole.
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
}));

const Facts = styled.p(({ theme }) => ({
  ...cluster(theme, 3),
  margin: 0,
  fontSize: theme.fontSizes.xs,
  color: theme.colors.textMuted,
}));

const Due = styled.span(({ theme }) => ({ color: theme.colors.text, fontWeight: theme.fontWeights.semibold }));

const Start = styled.div(({ theme }) => ({ marginBottom: theme.space[5] }));
const Note = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

/** "2 new", read after the title by a screen reader as "2 new messages or files". */
function Unread({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Badge tone="accent" aria-label={`${count} new ${count === 1 ? 'message or file' : 'messages or files'}`}>
      {count} new
    </Badge>
  );
}

function RequestCard({ request }: { request: MemberServiceRequest }) {
  return (
    <Card as="li" variant="subtle" interactive data-testid="my-request">
      <Head>
        <Title>
          <CardLink href={ORDER_PAGE.href(request.id)}>{request.serviceTitle}</CardLink>
        </Title>
        <Head>
          <Unread count={request.unread} />
          <Badge tone={ORDER_STATUS_TONES[request.status]}>{STATUS_LABELS[request.status]}</Badge>
        </Head>
      </Head>
      <Details>{request.details}</Details>
      <Facts>
        <Due>{request.dueDate ? `Due ${formatDueDate(request.dueDate)}` : 'No delivery date yet'}</Due>
        <span>{requestDates(request.createdAt, request.updatedAt)}</span>
      </Facts>
    </Card>
  );
}

/**
 * The member's orders (quotes, scope requests, projects started here), newest first: where each
 * stands, by when it is promised, and what is new; each opens its workspace. Starting a project
 * comes first.
 */
export function MyRequests({ userId }: { userId: string }) {
  return (
    <>
      <Start>
        <ButtonLink href={ORDER_PAGE.start}>Start a project</ButtonLink>
      </Start>
      <MemberQuery
        query={useMyServiceRequests(userId)}
        noun="requests"
        isEmpty={({ items }) => items.length === 0}
        empty={{
          title: 'No requests yet',
          description:
            'Start a project with your data and a question, get a quote from the scoping wizard, or ask for a research service. Each becomes an order here: you follow its status, write to the team and receive your files.',
          actions: (
            <>
              <ButtonLink href={paths.dataAnalysis} variant="outline">
                Get a quote
              </ButtonLink>
              <ButtonLink href={paths.researchServices} variant="outline">
                Explore research services
              </ButtonLink>
            </>
          ),
        }}
      >
        {({ items, total }) => (
          <>
            <Grid as="ul" columns={{ lg: 2 }} gap={3} aria-label="My requests">
              {items.map((request) => (
                <RequestCard key={request.id} request={request} />
              ))}
            </Grid>
            {total > MY_REQUESTS_SHOWN ? (
              <Note>
                Showing your {MY_REQUESTS_SHOWN} most recent of {total} requests. Our team has all of them.
              </Note>
            ) : null}
          </>
        )}
      </MemberQuery>
    </>
  );
}
