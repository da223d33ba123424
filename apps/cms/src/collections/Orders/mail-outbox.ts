import type { CollectionConfig } from 'payload';

/**
 * The e-mails orders owe, one row per event, until a drain sends them (lib/orders/outbox.ts): rows
 * with the same `batch` (one recipient, one order) leave together as one mail once the burst is over,
 * so a restart loses nothing and several servers never send the same row twice (a drain claims each
 * row with one conditional update). Written and read only by the server; nobody reaches it over HTTP.
 */
export const MailOutbox: CollectionConfig = {
  slug: 'mail-outbox',
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  lockDocuments: false,
  indexes: [{ fields: ['sentAt', 'failedAt', 'createdAt'] }],
  fields: [
    { name: 'batch', type: 'text', required: true, index: true },
    { name: 'audience', type: 'select', required: true, options: ['member', 'team'] },
    { name: 'user', type: 'relationship', relationTo: 'users' },
    { name: 'request', type: 'relationship', relationTo: 'service-requests', required: true },
    /** What happened, as the mail will tell it: written when it happened, so later edits do not change it. */
    { name: 'event', type: 'json', required: true },
    { name: 'claimToken', type: 'text' },
    { name: 'claimedUntil', type: 'date' },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    { name: 'sentAt', type: 'date' },
    { name: 'failedAt', type: 'date' },
    { name: 'lastError', type: 'text' },
  ],
};
