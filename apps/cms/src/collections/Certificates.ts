import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload';
import { CERTIFICATE_STATUS_LABELS, CERTIFICATE_STATUSES } from '@manara/contracts';
import { hiddenFromNonAdmins } from '../access';
import { ownedRecordAccess } from '../access/presets';

/** Revoking stamps the time the public page shows; restoring clears it (from /api or /cms alike). */
const stampRevocation: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  if (data.status === 'revoked' && originalDoc?.status !== 'revoked') data.revokedAt = new Date().toISOString();
  if (data.status === 'valid') data.revokedAt = null;
  return data;
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
  hooks: { beforeChange: [stampRevocation] },
  fields: [
    { name: 'code', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
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
  ],
};
