import styled from '@emotion/styled';
import { STATUS_LABELS, type MemberServiceRequest } from '@manara/contracts';
import { Badge, ButtonLink, Card, Grid, spreadRow } from '@manara/ui';
import { paths } from '../../../config/paths';
import { MY_REQUESTS_SHOWN, useMyServiceRequests } from '../api/get-my-requests';
import { REQUEST_STATUS_TONES, requestDates } from '../lib/requests';
import { MemberQuery } from './member-query';

const Head = styled.div(({ theme }) => spreadRow(theme, 'center', 2));

const Title = styled.h3(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.md, color: theme.colors.text }));

const Details = styled.p(({ theme }) => ({
  margin: `${theme.space[2]} 0`,
  color: theme.colors.textMuted,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  // A long quote stays three lines high; the team has it whole.
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
}));

const When = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.xs, color: theme.colors.textMuted }));
const Note = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

function RequestCard({ request }: { request: MemberServiceRequest }) {
  return (
    <Card as="li" variant="subtle" data-testid="my-request">
      <Head>
        <Title>{request.serviceTitle}</Title>
        <Badge tone={REQUEST_STATUS_TONES[request.status]}>{STATUS_LABELS[request.status]}</Badge>
      </Head>
      <Details>{request.details}</Details>
      <When>{requestDates(request.createdAt, request.updatedAt)}</When>
    </Card>
  );
}

/** The member's own service requests and quotes with where each stands, newest first. */
export function MyRequests({ userId }: { userId: string }) {
  return (
    <MemberQuery
      query={useMyServiceRequests(userId)}
      noun="requests"
      isEmpty={({ items }) => items.length === 0}
      empty={{
        title: 'No requests yet',
        description:
          'Quotes from the scoping wizard and scope requests for our research services appear here with their status as soon as you send them.',
        actions: (
          <>
            <ButtonLink href={paths.dataAnalysis}>Get a quote</ButtonLink>
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
  );
}
