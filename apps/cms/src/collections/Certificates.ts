import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionConfig } from 'payload';
import { CERTIFICATE_STATUS_LABELS, CERTIFICATE_STATUSES, NOTIFICATION_PAGES } from '@manara/contracts';
import { notify } from '../lib/notifications';
import { idOf } from '../lib/learning/records';
import { hiddenFromNonAdmins } from '../access';
import { ownedRecordAccess } from '../access/presets';

/** Revoking stamps the time the public page shows; restoring clears it (from /api or /cms alike). */
const stampRevocation: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  if (data.status === 'revoked' && originalDoc?.status !== 'revoked') data.revokedAt = new Date().toISOString();
  if (data.status === 'valid') data.revokedAt = null;
  return data;
};

/** A new certificate is on the holder's dashboard: their notifications say so, in the issuing save's transaction. */
const notifyIssued: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc;
  await notify(req, {
    user: idOf(doc.user),
    kind: 'certificate_issued',
    title: `Certificate issued: ${doc.courseTitle}`,
    body: `Code ${doc.code}: download it from your dashboard or share its public page.`,
    href: NOTIFICATION_PAGES.certificates,
  });
  return doc;
};

/**
 * Certificates of completion, issued by the server (lib/learning/certificates.ts) when a member's
 * best score reaches the pass mark and their project is accepted: one per member and course. The
 * holder's name and the course title are copied at issue, so the certificate says what it said
 * that day. Anyone may verify a code through GET /api/certificates/:code; in /cms only admins see them.
 */
export const Certificates: CollectionConfig = {
  slug: 'certificates',
  admin: {
    useAsTitle: 'code',
    defaultColumns: ['code', 'holderName', 'courseTitle', 'status', 'issuedAt'],
    group: 'Learning',
    description:
      'Issued automatically when a member passes the assessment and their project is accepted. Revoke one here or in the control panel.',
    hidden: hiddenFromNonAdmins,
  },
  defaultSort: '-issuedAt',
  access: ownedRecordAccess,
  indexes: [{ fields: ['user', 'course'], unique: true }],
  hooks: { beforeChange: [stampRevocation], afterChange: [notifyIssued] },
  fields: [
    { name: 'code', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    // Empty once the holder's account is deleted: the certificate keeps their name (holderName).
    { name: 'user', type: 'relationship', relationTo: 'users', index: true },
    { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true },
    { name: 'holderName', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'courseTitle', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'issuedAt', type: 'date', required: true, admin: { readOnly: true } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'valid',
      options: CERTIFICATE_STATUSES.map((s) => ({ label: CERTIFICATE_STATUS_LABELS[s], value: s })),
    },
    { name: 'revokedAt', type: 'date', admin: { readOnly: true } },
    {
      // The course's CPD credit on the day of issue: the certificate keeps saying what it said.
      name: 'cpd',
      label: 'CPD credit',
      type: 'group',
      admin: { readOnly: true },
      fields: [
        { name: 'hours', label: 'CPD hours', type: 'number' },
        { name: 'accreditor', label: 'Accrediting body', type: 'text' },
        { name: 'activityCode', label: 'Activity code', type: 'text' },
      ],
    },
    {
      // The certificate's bit in the published revocation list of its Open Badges credential
      // (lib/credentials/status-list.ts); drawn at random at issue, so neighbours reveal nothing.
      name: 'statusIndex',
      type: 'number',
      unique: true,
      index: true,
      admin: { readOnly: true, hidden: true },
    },
    {
      // Salts the hash of the holder's e-mail that identifies them in the credential.
      name: 'identitySalt',
      type: 'text',
      admin: { readOnly: true, hidden: true },
    },
  ],
};
