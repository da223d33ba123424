import { formatDueDate, type MemberOrder, type OrderFile } from '@manara/contracts';

/** Where the order's files are on its page: the "Upload a file" step links there. */
export const FILES_ANCHOR = 'order-files';
/** Where the order's thread is on its page: the "Reply" step links there. */
export const MESSAGES_ANCHOR = 'order-messages';

/** What the member should know or do next about an order, first on its page. */
export interface NextStep {
  title: string;
  body: string;
  action?: { label: string; href: string; download?: string };
}

const latest = (files: readonly OrderFile[]) => files.at(-1);

/**
 * The order's next step for its member: download what was delivered, send the data the team needs,
 * or simply where the work stands and by when.
 */
export function nextStep(order: MemberOrder): NextStep {
  const delivered = latest(order.files.filter((file) => file.fromTeam));
  const due = order.dueDate ? formatDueDate(order.dueDate) : null;
  // While the work is open, a question from the team comes before anything else.
  const last = order.messages.at(-1);
  if (last?.fromTeam && (order.status === 'in_review' || order.status === 'in_progress')) {
    return {
      title: `${last.authorName} is waiting for your answer`,
      body: `Their message is below; your reply reaches the team at once.${due ? ` The work is due ${due}.` : ''}`,
      action: { label: 'Reply', href: `#${MESSAGES_ANCHOR}` },
    };
  }
  switch (order.status) {
    case 'completed':
      return delivered
        ? {
            title: 'Your order is complete',
            body: 'Your files are ready: the latest is one click away, and every file is listed below.',
            action: { label: `Download ${delivered.filename}`, href: delivered.url, download: delivered.filename },
          }
        : { title: 'Your order is complete', body: "The team's last message below says what was delivered." };
    case 'rejected':
      return {
        title: 'The team cannot take this order on',
        body: 'Their message below explains why. Write back if anything changes, or start another project.',
      };
    case 'in_progress':
      return {
        title: due ? `In progress, due ${due}` : 'In progress',
        body: due
          ? 'The team is working on it and promised it for that date. Questions and new files go below.'
          : 'The team is working on it and will set a delivery date. Questions and new files go below.',
      };
    case 'in_review':
      return order.files.some((file) => !file.fromTeam)
        ? {
            title: 'The team is reviewing your request',
            body: 'They reply here within one business day with a scope, a price and a delivery date.',
          }
        : {
            title: 'Send your data or documents',
            body: 'The team reviews your request within one business day. Your dataset, protocol or draft helps them scope it.',
            action: { label: 'Upload a file', href: `#${FILES_ANCHOR}` },
          };
  }
}
