import type { CollectionConfig } from 'payload';
import {
  isInternalPath,
  LEAD_KIND_LABELS,
  LEAD_KINDS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  MESSAGES,
  TEXT_MAX,
} from '@manara/contracts';
import { adminOnlyAccess } from '../../access/presets';

/** An optional path on this site: what the lead calls accept as the page a form was sent from. */
export const validateSourcePage = (value: unknown): true | string =>
  value === undefined || value === null || value === '' || isInternalPath(value) ? true : MESSAGES.routeInvalid;

/** `key: value` lines, lists joined with commas: how an admin reads the structured details. */
export function detailsAsText(details: unknown): string {
  if (!details || typeof details !== 'object' || Array.isArray(details)) return '';
  return Object.entries(details as Record<string, unknown>)
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
    .join('\n');
}

/**
 * Everything a visitor or member asked the team for: contact messages, quotes, scope
 * requests, plan choices. Only admins read or change them; the /api lead calls create them on the
 * server (server/api/leads.ts), taking the member from the session, never from the body.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'kind', 'name', 'status', 'sourcePage', 'createdAt'],
    listSearchableFields: ['email', 'name', 'message', 'notes'],
    group: 'People',
    description: 'Contact messages, quote and scope requests and plan choices, newest first. Filter by kind or status.',
  },
  defaultSort: '-createdAt',
  // The Inbox's filters, newest first: a page of one status or one kind is read in index order.
  indexes: [{ fields: ['status', 'createdAt'] }, { fields: ['kind', 'createdAt'] }],
  access: adminOnlyAccess,
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      options: LEAD_KINDS.map((k) => ({ label: LEAD_KIND_LABELS[k], value: k })),
    },
    { name: 'name', type: 'text', maxLength: TEXT_MAX.short },
    { name: 'email', label: 'E-mail', type: 'email', required: true, index: true },
    { name: 'message', type: 'textarea', maxLength: TEXT_MAX.long },
    {
      // Kept as JSON for the Inbox and exports. Payload's JSON editor loads Monaco from a CDN, which
      // an offline or locked-down admin cannot reach, so /cms shows the text twin below instead.
      name: 'details',
      type: 'json',
      admin: { hidden: true },
    },
    {
      name: 'detailsText',
      label: 'Details',
      type: 'textarea',
      virtual: true,
      admin: {
        readOnly: true,
        description: "The form's structured fields: the wizard's answers, the a-la-carte service, the plan.",
      },
      hooks: { afterRead: [({ siblingData }) => detailsAsText(siblingData?.details)] },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: LEAD_STATUSES.map((s) => ({ label: LEAD_STATUS_LABELS[s], value: s })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'sourcePage',
      label: 'Source page',
      type: 'text',
      maxLength: TEXT_MAX.short,
      validate: validateSourcePage,
      admin: { position: 'sidebar', description: 'The page of the site the form was sent from.' },
    },
    {
      name: 'member',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      admin: { position: 'sidebar', description: 'Set when a signed-in member sent it.' },
    },
    {
      name: 'serviceRequest',
      label: 'Service request',
      type: 'relationship',
      relationTo: 'service-requests',
      admin: { position: 'sidebar', description: "The request opened on the member's account, if any." },
    },
    {
      name: 'notes',
      type: 'textarea',
      maxLength: TEXT_MAX.long,
      admin: { description: 'For the team only: calls, follow-ups, decisions.' },
    },
  ],
};
