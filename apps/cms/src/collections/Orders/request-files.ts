import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { CollectionBeforeOperationHook, CollectionConfig } from 'payload';
import { MESSAGES, ORDER_FILE_KINDS, ORDER_FILE_MAX_BYTES, ORDER_FILE_TYPES } from '@manara/contracts';
import { hiddenFromNonAdmins } from '../../access';
import { ownedRecordAccess } from '../../access/presets';
import { mediaDir } from '../../lib/env';
import { announceFile, stampOrderParty } from '../../lib/orders/activity';
import { detectOrderFileKind, storedName } from '../../lib/orders/file-type';
import { orderFields } from './fields';
import { ClientError } from '../../lib/client-error';

/**
 * Where order files are written: an `order-files` folder beside the media folder, like course
 * projects' `project-files`. Nothing serves them publicly: /api sends one to its order's member and to
 * admins (GET /api/request-files/:id), and /cms only to admins (the door lets no member in).
 */
export const orderFilesDir = (): string => path.join(path.dirname(mediaDir()), 'order-files');

/**
 * Every order file, from /api or /cms, is checked before Payload stores it: too big is a 413, bytes
 * that are none of the order kinds a 415, a name that claims another kind a 415 too. The kind found
 * becomes the document's `kind`, its type and its name's extension.
 */
const checkOrderFile: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args;
  const file = req.file;
  if (!file) return args;
  if (file.size > ORDER_FILE_MAX_BYTES) throw new ClientError(MESSAGES.orderFileTooLarge, 413);
  const kind = await detectOrderFileKind(file);
  if (!kind) throw new ClientError(MESSAGES.orderFileType, 415);
  const name = storedName(file.name, kind);
  if (!name) throw new ClientError(MESSAGES.orderFileNameMismatch, 415);
  // Stored under a name of its own (unique in the folder or bucket without Payload's `-1` suffixes,
  // which would tell one member that another sent a file of that name); sent back under the member's.
  req.file = { ...file, name: `${randomBytes(6).toString('hex')}-${name}`, mimetype: ORDER_FILE_TYPES[kind].mimeType };
  args.data = { ...((args.data as Record<string, unknown> | undefined) ?? {}), kind, name } as typeof args.data;
  return args;
};

/**
 * The files of an order, both ways: the member's data and documents, the team's deliverables. A
 * private upload collection (local disk, or the S3 bucket when one is configured: lib/storage.ts);
 * each file keeps who sent it and when.
 */
export const RequestFiles: CollectionConfig = {
  slug: 'request-files',
  labels: { singular: 'Order file', plural: 'Order files' },
  admin: {
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'request', 'actorName', 'byTeam', 'createdAt'],
    group: 'People',
    description: "Files on members' orders: their data and documents, the team's deliverables.",
    hidden: hiddenFromNonAdmins,
  },
  defaultSort: 'createdAt',
  access: ownedRecordAccess,
  hooks: { beforeOperation: [checkOrderFile], beforeChange: [stampOrderParty], afterChange: [announceFile] },
  upload: {
    staticDir: orderFilesDir(),
    filesRequiredOnCreate: true,
    crop: false,
    focalPoint: false,
    bulkUpload: false,
  },
  fields: [
    ...orderFields,
    {
      name: 'name',
      label: 'File name',
      type: 'text',
      admin: { readOnly: true, description: 'As the sender named it.' },
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: ORDER_FILE_KINDS.map((kind) => ({ label: ORDER_FILE_TYPES[kind].label, value: kind })),
      admin: { readOnly: true, description: 'What the file is, read from its bytes.' },
    },
  ],
};
