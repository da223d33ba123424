import styled from '@emotion/styled';
import { formatDueDate, STATUS_LABELS, SUCCESS_TOASTS, type MemberOrder } from '@manara/contracts';
import { Badge, Breadcrumb, Button, ButtonLink, cluster, EmptyState, Eyebrow, Section, Spinner } from '@manara/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import {
  FileUpload,
  MessageComposer,
  MessageThread,
  ORDER_STATUS_TONES,
  OrderFileList,
  OrderTimeline,
} from '@/components/order-workspace';
import { paths } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useMyOrder } from '../api/get-my-order';
import { orderKeys } from '../api/keys';
import { markOrderRead, useSendOrderMessage, useUploadOrderFile } from '../api/order-actions';
import { FILES_ANCHOR, MESSAGES_ANCHOR, nextStep } from '../lib/next-step';

const Title = styled.h1(({ theme }) => ({
  margin: `${theme.space[2]} 0 ${theme.space[3]}`,
  fontSize: `clamp(${theme.fontSizes['2xl']}, 4vw, ${theme.fontSizes['4xl']})`,
  lineHeight: theme.lineHeights.tight,
  overflowWrap: 'anywhere',
}));

const Facts = styled.dl(({ theme }) => ({
  ...cluster(theme, 5),
  margin: 0,
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
  '& > div': { display: 'flex', alignItems: 'center', gap: theme.space[2] },
  '& dd': { margin: 0, color: theme.colors.text, fontWeight: theme.fontWeights.semibold },
}));

/** The next step: first on the page, set apart in the brand's tint. */
const Next = styled.section(({ theme }) => ({
  display: 'grid',
  gap: theme.space[3],
  justifyItems: 'start',
  padding: theme.space[6],
  marginBottom: theme.space[10],
  borderRadius: theme.radii.lg,
  border: `1px solid ${theme.colors.accent}`,
  background: theme.colors.accentSubtle,
  h2: { margin: 0, fontSize: theme.fontSizes.xl },
  p: { margin: 0, maxWidth: theme.sizes.prose, color: theme.colors.text },
}));

const Columns = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[10],
  alignItems: 'start',
  [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 1.7fr) minmax(0, 1fr)' },
}));

const Part = styled.section(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
  scrollMarginTop: '5.5rem',
  '& + &': { marginTop: theme.space[10] },
  h2: { margin: 0, fontSize: theme.fontSizes['2xl'] },
}));

const Details = styled.p(({ theme }) => ({
  margin: 0,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  color: theme.colors.text,
}));

function OrderPart({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Part id={id} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {children}
    </Part>
  );
}

/**
 * Opening the order reads it: the server sets the member's read marker (and reads the order's
 * notifications) once the order is on screen, and again when the team's news arrives while it is.
 */
function useMarkRead(userId: string, order: MemberOrder): void {
  const queryClient = useQueryClient();
  const news = order.messages.filter((m) => m.fromTeam).length + order.files.filter((f) => f.fromTeam).length;
  useEffect(() => {
    void markOrderRead(order.id)
      .then(() => {
        void queryClient.invalidateQueries({ queryKey: orderKeys.list(userId) });
        void queryClient.invalidateQueries({ queryKey: orderKeys.notifications(userId) });
      })
      // Reading is a courtesy to the member's counts; failing it changes nothing on the page.
      .catch(() => undefined);
  }, [order.id, news, queryClient, userId]);
}

/** The order on screen; mounted once per order, so the read marker it opened with stays for the visit. */
function OrderWorkspace({ userId, order }: { userId: string; order: MemberOrder }) {
  // The "New" rule stays above what was new when the page opened, even once the server has read it.
  const [readBefore] = useState(order.memberReadAt);
  useMarkRead(userId, order);
  const send = useSendOrderMessage(userId, order.id);
  const upload = useUploadOrderFile(userId, order.id);
  const step = nextStep(order);
  return (
    <>
      <Section tone="subtle" spacing="sm">
        <Breadcrumb items={[{ label: 'Dashboard', href: paths.dashboard }, { label: order.serviceTitle }]} />
        <Eyebrow>Order {order.id}</Eyebrow>
        <Title>{order.serviceTitle}</Title>
        <Facts>
          <div>
            <dt>Status</dt>
            <dd>
              <Badge tone={ORDER_STATUS_TONES[order.status]}>{STATUS_LABELS[order.status]}</Badge>
            </dd>
          </div>
          <div>
            <dt>Delivery date</dt>
            <dd>{order.dueDate ? formatDueDate(order.dueDate) : 'Not set yet'}</dd>
          </div>
          <div>
            <dt>Started</dt>
            <dd>
              <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
            </dd>
          </div>
        </Facts>
      </Section>
      <Section spacing="sm">
        <Next aria-labelledby="next-step-heading" data-testid="next-step">
          <h2 id="next-step-heading">{step.title}</h2>
          <p>{step.body}</p>
          {step.action ? (
            <ButtonLink href={step.action.href} {...(step.action.download ? { download: step.action.download } : {})}>
              {step.action.label}
            </ButtonLink>
          ) : null}
        </Next>
        <Columns>
          <div>
            <OrderPart id={MESSAGES_ANCHOR} title="Messages">
              <MessageThread
                messages={order.messages}
                viewer="member"
                readBefore={readBefore}
                otherReadAt={order.teamReadAt}
                empty="No messages yet. Ask the team anything about your order here: they answer within one business day."
              />
              <MessageComposer
                label="Message to the team"
                hint="Plain text; links are made clickable."
                onSend={(body) => send.mutateAsync(body)}
              />
            </OrderPart>
            <OrderPart id={FILES_ANCHOR} title="Files">
              <OrderFileList
                files={order.files}
                viewer="member"
                empty="No files yet. Your data and documents, and the team's deliverables, appear here with who sent them and when."
              />
              <FileUpload
                label="Add a file"
                submitLabel="Upload file"
                onUpload={(file) => upload.mutateAsync(file)}
                success={SUCCESS_TOASTS.fileUploaded}
              />
            </OrderPart>
          </div>
          <div>
            <OrderPart id="order-timeline" title="Timeline">
              <OrderTimeline events={order.timeline} viewer="member" />
            </OrderPart>
            <OrderPart id="order-request" title="Your request">
              <Details>{order.details}</Details>
            </OrderPart>
          </div>
        </Columns>
      </Section>
    </>
  );
}

const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/** The member's order at /dashboard/requests/:id: its next step, messages, files and timeline. */
export function OrderPage({ userId, orderId }: { userId: string; orderId: string }) {
  const query = useMyOrder(userId, orderId);
  if (query.isPending) {
    return (
      <Section containerSize="sm">
        <Spinner label="Loading your order" />
      </Section>
    );
  }
  if (query.isError) {
    return (
      <Section containerSize="sm">
        {isNotFound(query.error) ? (
          <EmptyState
            titleLevel={1}
            title="Order not found"
            description="This order is not on your account. Your orders are listed on your dashboard."
            actions={<ButtonLink href={paths.dashboard}>Back to dashboard</ButtonLink>}
          />
        ) : (
          <EmptyState
            titleLevel={1}
            title="Your order could not be loaded"
            description="The backend did not answer. Try again in a moment."
            actions={<Button onClick={() => void query.refetch()}>Try again</Button>}
          />
        )}
      </Section>
    );
  }
  return <OrderWorkspace key={query.data.id} userId={userId} order={query.data} />;
}
