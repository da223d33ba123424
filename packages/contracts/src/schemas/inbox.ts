import '../zod-config'; // CSP-safe zod before this module builds a schema (zod-config.ts)
import { z } from 'zod';
import { TEXT_MAX } from '../constants/limits';
import { LEAD_KINDS, LEAD_STATUSES } from '../constants/options';
import { MESSAGES } from '../messages';
import { listQuerySchema } from './admin';
import { blankToUndefined, oneOf } from './primitives';

/**
 * The control panel's Inbox: leads as the admin reads, filters, exports and answers them.
 * The bodies the site sends to create leads are in `leads.ts`.
 */

/**
 * One lead. Text the form did not ask for is `''` (a visitor's quote has no name, a plan choice no
 * message), so the Inbox can show and edit every field without null checks; `details` holds the
 * form's structured fields (the wizard's answers, the a-la-carte item, the plan and its price).
 */
export const leadSchema = z.object({
  id: z.string(),
  kind: z.enum(LEAD_KINDS),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  details: z.record(z.string(), z.unknown()),
  sourcePage: z.string(),
  /** The signed-in member who sent it; absent for a visitor (or a deleted account). */
  member: z.object({ id: z.string(), name: z.string() }).optional(),
  /** The service request opened on the member's account with it (quotes and scope requests). */
  serviceRequestId: z.string().optional(),
  status: z.enum(LEAD_STATUSES),
  notes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

/**
 * ?kind=&status=&q= of the Inbox and its CSV export. A value off the lists (or sent twice) is the
 * client's mistake and a 400, never a silently unfiltered list.
 */
export const leadFilterSchema = z.object({
  kind: z.preprocess(blankToUndefined, oneOf(LEAD_KINDS, MESSAGES.leadKindInvalid).optional()),
  status: z.preprocess(blankToUndefined, oneOf(LEAD_STATUSES, MESSAGES.leadStatusInvalid).optional()),
  /**
   * Part of the sender's name or e-mail, case-insensitive. A NUL character can be in no stored text
   * (PostgreSQL's text refuses it), so it is dropped rather than sent to the database.
   */
  q: z.preprocess(
    blankToUndefined,
    z
      .string({ error: MESSAGES.searchInvalid })
      .trim()
      .max(TEXT_MAX.short, { error: MESSAGES.searchInvalid })
      .transform((text) => text.replaceAll('\u0000', ''))
      .optional(),
  ),
});
export type LeadFilter = z.output<typeof leadFilterSchema>;

/** GET /api/admin/leads: the filters plus ?limit=&page= like every admin list. */
export const leadListQuerySchema = listQuerySchema.extend(leadFilterSchema.shape);
export type LeadListQuery = z.output<typeof leadListQuerySchema>;

/**
 * PATCH /api/admin/leads/{id}: a new status, the team's notes, or both. Blank notes (or null)
 * clear them, so unlike other optional text a blank value is a change, not "nothing".
 */
export const leadPatchSchema = z
  .object({
    status: oneOf(LEAD_STATUSES, MESSAGES.leadStatusInvalid).optional(),
    notes: z.preprocess(
      (v) => (v === null ? '' : v),
      z.string({ error: MESSAGES.notesInvalid }).trim().max(TEXT_MAX.long, { error: MESSAGES.textTooLong }).optional(),
    ),
  })
  .refine((v) => v.status !== undefined || v.notes !== undefined, { error: MESSAGES.nothingToUpdate });
export type LeadPatch = z.output<typeof leadPatchSchema>;
export type LeadPatchValues = z.input<typeof leadPatchSchema>;
