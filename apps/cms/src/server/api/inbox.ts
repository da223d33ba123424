import { Router, type Request } from 'express';
import { apiRoutes, leadFilterSchema, leadListQuerySchema, leadPatchSchema, type LeadFilter } from '@manara/contracts';
import type { Payload, Where } from 'payload';
import { asUser, requireAdmin } from '../middleware/session';
import { sendCsv, streamCsv, toCsv } from './csv';
import { LEAD_CSV_HEADER, leadCsvRow, SUBSCRIBER_CSV_HEADER, subscriberCsvRow, toLead } from './inbox-mappers';
import { addAdminPatchRoute } from './admin-records';
import { sendList } from './list';
import { parseWith, pathId } from './validate';

/** The member's name and the request's id are all a lead shows of its relations. */
const POPULATE = { users: { name: true }, 'service-requests': { serviceTitle: true } } as const;

/** Payload's query for the Inbox's filters: kind and status exactly, `q` in the name or the e-mail. */
function leadWhere({ kind, status, q }: LeadFilter): Where {
  const and: Where[] = [];
  if (kind) and.push({ kind: { equals: kind } });
  if (status) and.push({ status: { equals: status } });
  // `like` matches every word of the search somewhere in the field, case-insensitively.
  if (q) and.push({ or: [{ name: { like: q } }, { email: { like: q } }] });
  return and.length ? { and } : {};
}

/** The Inbox's read of the leads a filter keeps, newest first: its page and its CSV read the same. */
function filteredLeads(filter: LeadFilter) {
  return { collection: 'leads', where: leadWhere(filter), depth: 1, populate: POPULATE, sort: '-createdAt' } as const;
}

/** How many leads the CSV export reads at a time: what it holds in memory, however long the Inbox. */
const CSV_BATCH = 500;

/**
 * The leads a filter keeps, newest first, a batch at a time for the CSV export. Each batch starts
 * after the last lead of the one before (by date, then id), not at an offset: a lead that arrives
 * during the export is newer than the first batch and shifts none of the others, so every lead there
 * when the export began is read exactly once.
 */
async function* leadBatches(payload: Payload, req: Request, filter: LeadFilter) {
  let last: { createdAt: string; id: number | string } | undefined;
  for (;;) {
    const after: Where | undefined = last && {
      or: [
        { createdAt: { less_than: last.createdAt } },
        { and: [{ createdAt: { equals: last.createdAt } }, { id: { less_than: last.id } }] },
      ],
    };
    const { docs } = await payload.find({
      ...filteredLeads(filter),
      ...(after ? { where: { and: [leadWhere(filter), after] } } : {}),
      sort: ['-createdAt', '-id'],
      limit: CSV_BATCH,
      pagination: false,
      ...asUser(req),
    });
    yield docs.map(leadCsvRow);
    if (docs.length < CSV_BATCH) return;
    const { createdAt, id } = docs.at(-1)!;
    last = { createdAt, id };
  }
}

/** Who may receive the newsletter: confirmed their address and never left since. */
const MAILABLE_SUBSCRIBERS: Where = {
  and: [{ confirmed: { equals: true } }, { unsubscribed: { not_equals: true } }],
};

/**
 * The control panel's Inbox (docs/api.md "Admin: inbox"): the leads, newest first, with
 * their filters, one lead, its status and notes, and the CSV exports of leads and subscribers.
 * Admin-only; Payload's access rules on `leads` and `subscribers` apply as well.
 */
export function inboxRoutes(payload: Payload): Router {
  const router = Router();
  const admin = requireAdmin(payload);

  router.get(apiRoutes.adminLeads.pattern, admin, async (req, res) => {
    const { limit, page, ...filter } = parseWith(leadListQuerySchema, req.query);
    const result = await payload.find({ ...filteredLeads(filter), limit, page, ...asUser(req) });
    sendList(res, result.docs.map(toLead), result.totalDocs);
  });

  router.get(apiRoutes.adminLeadsCsv.pattern, admin, async (req, res) => {
    const filter = parseWith(leadFilterSchema, req.query);
    // The whole filtered list, read and sent a batch at a time.
    await streamCsv(res, 'leads', LEAD_CSV_HEADER, leadBatches(payload, req, filter));
  });

  router.get(apiRoutes.adminLead.pattern, admin, async (req, res) => {
    const doc = await payload.findByID({
      collection: 'leads',
      id: pathId(req),
      depth: 1,
      populate: POPULATE,
      ...asUser(req),
    });
    res.json(toLead(doc));
  });

  addAdminPatchRoute(router, payload, admin, {
    collection: 'leads',
    itemPattern: apiRoutes.adminLead.pattern,
    populate: POPULATE,
    patchSchema: leadPatchSchema,
    toShape: toLead,
  });

  router.get(apiRoutes.adminSubscribersCsv.pattern, admin, async (req, res) => {
    const { docs } = await payload.find({
      collection: 'subscribers',
      where: MAILABLE_SUBSCRIBERS,
      depth: 0,
      pagination: false,
      sort: '-createdAt',
      ...asUser(req),
    });
    sendCsv(res, 'subscribers', toCsv(SUBSCRIBER_CSV_HEADER, docs.map(subscriberCsvRow)));
  });

  return router;
}
