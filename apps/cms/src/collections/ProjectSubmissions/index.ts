import type { CollectionConfig } from 'payload';
import { MESSAGES, PROJECT_FILE_MIME_TYPE, PROJECT_STATUS_LABELS, PROJECT_STATUSES } from '@manara/contracts';
import { hiddenFromNonAdmins } from '../../access';
import { ownedRecordAccess } from '../../access/presets';
import { projectFilesDir } from '../../lib/env';
import { localFileHandlers } from '../../lib/storage';
import { paragraphText, titleText } from '../rules';
import { checkProjectFile } from './check-file';
import { issueOnAcceptance, notifyReview, stampReview } from './review-hooks';

/**
 * A member's course project: one per member and course (a resubmission replaces it), a PDF upload
 * or a link, and the admin's review. Members write through /api (server/api/project-submissions.ts);
 * in /cms only admins see it.
 */
export const ProjectSubmissions: CollectionConfig = {
  slug: 'project-submissions',
  labels: { singular: 'Project submission', plural: 'Project submissions' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'user', 'course', 'status', 'submittedAt'],
    group: 'Learning',
    description: 'Course projects members submit (a PDF or a link). Accept one, or ask for changes with a comment.',
    hidden: hiddenFromNonAdmins,
  },
  defaultSort: '-submittedAt',
  access: ownedRecordAccess,
  indexes: [
    { fields: ['user', 'course'], unique: true },
    // The control panel's Course projects, newest first, all or of one status, read in index order.
    { fields: ['submittedAt'] },
    { fields: ['status', 'submittedAt'] },
  ],
  hooks: {
    beforeOperation: [checkProjectFile],
    beforeChange: [stampReview],
    afterChange: [issueOnAcceptance, notifyReview],
  },
  upload: {
    // Unlike media, nothing serves these publicly: the CMS door needs a CMS role for
    // /cms/api/project-submissions/file/…, Payload's read rule then admits the owner or an admin
    // only, and members download through GET /api/project-submissions/:id/file.
    staticDir: projectFilesDir(),
    handlers: localFileHandlers(projectFilesDir()),
    mimeTypes: [PROJECT_FILE_MIME_TYPE],
    filesRequiredOnCreate: false,
    crop: false,
    focalPoint: false,
    bulkUpload: false,
  },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true },
    { name: 'title', type: 'text', required: true, ...titleText },
    { name: 'description', type: 'textarea', required: true, ...paragraphText },
    { name: 'link', type: 'text', admin: { description: 'An http(s) address instead of (or beside) a PDF.' } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'submitted',
      index: true,
      options: PROJECT_STATUSES.map((s) => ({ label: PROJECT_STATUS_LABELS[s], value: s })),
    },
    {
      name: 'comment',
      type: 'textarea',
      ...paragraphText,
      // Asking for changes without saying which leaves the member nothing to act on.
      validate: (value: unknown, args: Parameters<typeof paragraphText.validate>[1]) => {
        const status = (args.siblingData as { status?: unknown } | undefined)?.status;
        if (status === 'changes_requested' && !(typeof value === 'string' && value.trim() !== '')) {
          return MESSAGES.reviewCommentRequired;
        }
        return paragraphText.validate(value as string, args);
      },
      admin: { description: 'What to change (required when asking for changes), or a note on acceptance.' },
    },
    { name: 'submittedAt', type: 'date', required: true, admin: { readOnly: true } },
    { name: 'reviewedAt', type: 'date', admin: { readOnly: true } },
  ],
};
