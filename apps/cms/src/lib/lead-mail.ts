import {
  LEAD_KIND_LABELS,
  NEWSLETTER_PAGES,
  QUOTE_NEXT_STEP,
  quoteFacts,
  recommendationSentence,
  SUCCESS_TOASTS,
  type LeadKind,
  type QuoteResult,
} from '@manara/contracts';
import type { SendEmailOptions } from 'payload';
import { CMS_BASE } from './env';

/**
 * The e-mails leads and newsletter sign-ups send, as plain text with an HTML twin. Every value a visitor typed is escaped
 * in HTML and kept on one line in headers, so a lead cannot restyle the team's mail or add headers.
 */

export interface LeadForMail {
  id: string;
  kind: LeadKind;
  name?: string | null;
  email: string;
  message?: string | null;
  details?: Record<string, unknown> | null;
  sourcePage?: string | null;
  memberId?: string | null;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

const show = (value: unknown): string =>
  Array.isArray(value)
    ? value.map(String).join(', ')
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** Turns lines of text (blank line = paragraph break) into the HTML part, links made clickable. */
function html(paragraphs: string[], links: Record<string, string> = {}): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`);
  const anchors = Object.entries(links).map(
    ([label, url]) => `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`,
  );
  return [...body, ...anchors].join('\n');
}

function detailLines(lead: LeadForMail): string[] {
  const lines = [
    `Kind: ${LEAD_KIND_LABELS[lead.kind]}`,
    ...(lead.name ? [`Name: ${lead.name}`] : []),
    `E-mail: ${lead.email}`,
    ...(lead.memberId ? [`Member account: ${lead.memberId}`] : ['Member account: none (a visitor)']),
    ...(lead.sourcePage ? [`Sent from: ${lead.sourcePage}`] : []),
  ];
  for (const [key, value] of Object.entries(lead.details ?? {})) {
    if (value !== undefined && value !== null && value !== '') lines.push(`${key}: ${show(value)}`);
  }
  return lines;
}

/** To the team (site settings' support e-mail): everything the lead said, and where to answer it. */
export function teamLeadMail(lead: LeadForMail, to: string, origin: string): SendEmailOptions {
  const link = `${origin}${CMS_BASE}/collections/leads/${encodeURIComponent(lead.id)}`;
  const who = oneLine(lead.name || lead.email);
  const paragraphs = [detailLines(lead).join('\n'), ...(lead.message ? [`Message:\n${lead.message}`] : [])];
  return {
    to,
    replyTo: lead.email,
    subject: `New ${LEAD_KIND_LABELS[lead.kind].toLowerCase()} from ${who}`,
    text: [...paragraphs, `Open it in the CMS: ${link}`].join('\n\n'),
    html: html(paragraphs, { 'Open it in the CMS': link }),
  };
}

const SENDER_TEXT: Record<LeadKind, { subject: (lead: LeadForMail) => string; body: string }> = {
  contact: { subject: () => 'We received your message', body: SUCCESS_TOASTS.messageSent.message },
  quote: {
    subject: () => 'We received your quote request',
    body: 'Thanks for scoping your project. A formal quote follows by e-mail within 1 business day.',
  },
  scope: {
    subject: (lead) => `We received your scope request: ${oneLine(show(lead.details?.item ?? ''))}`,
    body: 'We reply within one business day with a scope and a price. You can follow the request on your dashboard.',
  },
  'info-pack': {
    subject: () => 'Your workgroup info pack request',
    body: 'We send the info pack within one business day.',
  },
  plan: {
    subject: (lead) => `Your ${oneLine(show(lead.details?.plan ?? ''))} plan choice`,
    body: SUCCESS_TOASTS.checkout.message,
  },
};

/**
 * To the person who sent the lead: it arrived and what happens next. Nothing they typed is echoed
 * (the subject names only a listed service or plan): anyone may type someone else's address into a
 * form, and this mail must not carry their text to that inbox.
 */
export function senderConfirmationMail(lead: LeadForMail): SendEmailOptions {
  const { subject, body } = SENDER_TEXT[lead.kind];
  // A plan choice repeats what the server priced from the listed plans, never typed text.
  const choice =
    lead.kind === 'plan' && typeof lead.details?.price === 'string'
      ? [`Your choice: the ${oneLine(show(lead.details.plan))} plan at ${oneLine(lead.details.price)}.`]
      : [];
  const paragraphs = ['Hello,', ...choice, body, 'Manara Research'];
  return { to: lead.email, subject: subject(lead), text: paragraphs.join('\n\n'), html: html(paragraphs) };
}

/**
 * The copy of a scoping wizard's quote, to the address it was asked for: the recommended plan and
 * the answers chosen from the wizard's lists. What the visitor typed (sample size, variables, the
 * research question) stays out, for the reason above; the page showed it, and the team has it.
 */
export function quoteCopyMail(quote: QuoteResult): SendEmailOptions {
  const { facts, recommendation } = quoteFacts(quote);
  const listed = facts.filter((fact) => !fact.typed).map((fact) => `${fact.label}: ${fact.value}`);
  const paragraphs = [
    'Hello,',
    `Thanks for scoping your project. ${recommendationSentence(recommendation)}`,
    `Your quote:\n${listed.join('\n')}`,
    QUOTE_NEXT_STEP,
    'Manara Research',
  ];
  return {
    to: quote.email,
    subject: 'Your quote from Manara Research',
    text: paragraphs.join('\n\n'),
    html: html(paragraphs),
  };
}

export interface NewsletterLinks {
  confirm: string;
  unsubscribe: string;
}

export function newsletterLinks(origin: string, tokens: { confirm: string; unsubscribe: string }): NewsletterLinks {
  const page = (path: string, token: string) => `${origin}${path}?token=${encodeURIComponent(token)}`;
  return {
    confirm: page(NEWSLETTER_PAGES.confirm, tokens.confirm),
    unsubscribe: page(NEWSLETTER_PAGES.unsubscribe, tokens.unsubscribe),
  };
}

/**
 * One-click unsubscribe (RFC 8058): the header that tells a mail client its Unsubscribe button may
 * post this body to the List-Unsubscribe address itself, and the body it posts.
 */
export const ONE_CLICK_UNSUBSCRIBE = 'List-Unsubscribe=One-Click';

/**
 * Any e-mail of the newsletter: the text, then the unsubscribe link, also as the List-Unsubscribe
 * header that mail clients show as a button, which unsubscribes in one click. Every newsletter mail
 * is built here so none lacks it.
 */
export function newsletterMail(
  to: string,
  subject: string,
  paragraphs: string[],
  unsubscribe: string,
  links: Record<string, string> = {},
): SendEmailOptions {
  const footer = 'You receive this because this address was entered in the Manara Research newsletter form.';
  const textLinks = Object.entries(links).map(([label, url]) => `${label}: ${url}`);
  return {
    to,
    subject,
    list: { unsubscribe },
    headers: { 'List-Unsubscribe-Post': ONE_CLICK_UNSUBSCRIBE },
    text: [...paragraphs, ...textLinks, footer, `Unsubscribe: ${unsubscribe}`].join('\n\n'),
    html: `${html(paragraphs, links)}\n${html([footer], { Unsubscribe: unsubscribe })}`,
  };
}

/** The double opt-in: nothing is sent to the address until its owner follows this link. */
export function newsletterConfirmationMail(to: string, links: NewsletterLinks): SendEmailOptions {
  return newsletterMail(
    to,
    'Confirm your subscription to the Manara Research newsletter',
    [
      'Please confirm that you want one e-mail a month with new courses, statistics tips, open workgroup cohorts and calls for papers.',
      'If you did not sign up, ignore this e-mail: you will not hear from us again.',
    ],
    links.unsubscribe,
    { 'Confirm your subscription': links.confirm },
  );
}

/** The same escaping and HTML twin for the orders' mails (lib/orders/order-mail.ts). */
export { html as mailHtml, oneLine };
