import { ADMIN_ORDER_PAGE, formatDueDate, ORDER_PAGE, STATUS_LABELS } from '@manara/contracts';
import type { Payload, SendEmailOptions } from 'payload';
import { publicOrigin } from '../env';
import { mailHtml, oneLine } from '../lead-mail';
import { teamAddress } from '../team-address';
import type { OrderMailEvent } from './outbox';

type Id = number | string;

/** One recipient's events on one order, oldest first: what a drain sends as one mail. */
export interface OrderMailBatch {
  audience: 'member' | 'team';
  user: Id | null;
  request: Id;
  events: OrderMailEvent[];
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** A message quoted in a mail: each of its lines behind "> ". */
const quoted = (body: string) =>
  body
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');

/** One event as a paragraph of the mail, as the side that receives it reads it. */
function eventText(event: OrderMailEvent, audience: OrderMailBatch['audience']): string {
  switch (event.type) {
    case 'created':
      return `${event.byName} started the order from their dashboard:\n${quoted(event.details)}`;
    case 'status':
      return `Status: ${STATUS_LABELS[event.status]} (set by ${event.byName}).`;
    case 'due_date':
      return event.dueDate
        ? `Delivery date: ${formatDueDate(event.dueDate)} (promised by ${event.byName}).`
        : `The delivery date was withdrawn by ${event.byName}; a new one follows.`;
    case 'message':
      return `${audience === 'member' ? 'New message from' : 'Message from'} ${event.byName}:\n${quoted(event.body)}`;
    case 'file':
      return `${event.byName} ${audience === 'member' ? 'sent you' : 'uploaded'} ${event.filename} (${sizeText(event.size)}).`;
  }
}

const FOOTER =
  'You receive this e-mail because you have an order with Manara Research. It is about your order only: it is not a newsletter, and your newsletter choice does not change it.';

/**
 * The one mail a batch becomes, or null when nobody is left to receive it (the member's account was
 * deleted). To the member: what the team did, with a link to the order. To the team (site settings'
 * support address, and the admin the order is assigned to): what the member sent, with the member as
 * Reply-To and a link into the control panel. Links use the configured origin, never a request's.
 */
export async function orderMail(payload: Payload, batch: OrderMailBatch): Promise<SendEmailOptions | null> {
  // The system reads what it needs to address the mail: the order and the people on it.
  const order = await payload.findByID({
    collection: 'service-requests',
    id: batch.request,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  });
  if (!order) return null;
  const member =
    batch.user === null
      ? null
      : await payload.findByID({
          collection: 'users',
          id: batch.user,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        });
  const id = String(order.id);
  const title = oneLine(order.serviceTitle);
  const lines = batch.events.map((event) => eventText(event, batch.audience));
  const count = batch.events.length;
  const origin = publicOrigin();

  if (batch.audience === 'member') {
    if (!member) return null;
    const link = `${origin}${ORDER_PAGE.href(id)}`;
    const greeting = member.name ? `Hello ${oneLine(member.name)},` : 'Hello,';
    const paragraphs = [greeting, `News on your order "${title}":`, ...lines];
    return {
      to: member.email,
      subject: count === 1 ? `Your order "${title}" has an update` : `Your order "${title}" has ${count} updates`,
      text: [...paragraphs, `Open your order: ${link}`, FOOTER, 'Manara Research'].join('\n\n'),
      html: `${mailHtml(paragraphs, { 'Open your order': link })}\n${mailHtml([FOOTER, 'Manara Research'])}`,
    };
  }

  const assigneeId = order.assignee === null || order.assignee === undefined ? null : order.assignee;
  const assignee =
    assigneeId === null
      ? null
      : await payload.findByID({
          collection: 'users',
          id: typeof assigneeId === 'object' ? assigneeId.id : assigneeId,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        });
  const team = await teamAddress(payload);
  const who = oneLine(member?.name || order.requesterName || 'A member');
  const link = `${origin}${ADMIN_ORDER_PAGE.href(id)}`;
  const paragraphs = [`${who} on order ${id}, "${title}":`, ...lines];
  return {
    to: team,
    ...(assignee && assignee.email !== team ? { cc: assignee.email } : {}),
    ...(member ? { replyTo: member.email } : {}),
    subject: `Order ${id} "${title}": ${count === 1 ? 'new' : `${count} new`} from ${who}`,
    text: [...paragraphs, `Open it in the control panel: ${link}`].join('\n\n'),
    html: mailHtml(paragraphs, { 'Open it in the control panel': link }),
  };
}
