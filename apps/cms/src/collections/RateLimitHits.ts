import type { CollectionConfig } from 'payload';

/**
 * One row per counted attempt (a sign-in, a password-reset request): the shared store behind the
 * per-IP budgets, so every app server behind a load balancer draws on the same budget. Written and
 * read only by the server (apps/cms/src/lib/attempt-budget.ts) through the database adapter; nobody
 * reaches it over HTTP, and it stays out of the CMS navigation.
 */
export const RateLimitHits: CollectionConfig = {
  slug: 'rate-limit-hits',
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  timestamps: false,
  // Nobody edits these rows, so Payload's document locks need no column for them.
  lockDocuments: false,
  indexes: [{ fields: ['bucket', 'key', 'at'] }],
  fields: [
    { name: 'bucket', type: 'text', required: true },
    { name: 'key', type: 'text', required: true },
    { name: 'at', type: 'date', required: true, index: true },
  ],
};
