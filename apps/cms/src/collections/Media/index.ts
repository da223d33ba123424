import type { CollectionConfig } from 'payload';
import { MEDIA_MIME_TYPES, MESSAGES, TEXT_MAX } from '@manara/contracts';
import { anyone } from '../../access';
import { contentAccess } from '../../access/presets';
import { invalidateOnChange } from '../../hooks/invalidate-public-cache';
import { mediaDir } from '../../lib/env';
import { localFileHandlers } from '../../lib/storage';
import { checkUpload } from './check-upload';
import { IMAGE_SIZES } from './sizes';
import { MEDIA_SLUG } from './slug';

const courses = invalidateOnChange('courses');
const projects = invalidateOnChange('projects');

/**
 * The media library: images editors upload for courses and projects. Payload writes the file and
 * its resized WebP variants under the media folder (lib/env.ts, `mediaDir`) and serves them at
 * /cms/api/media/file/<name>; the CMS door lets anyone read those files.
 */
export const Media: CollectionConfig = {
  slug: MEDIA_SLUG,
  labels: { singular: 'Image', plural: 'Media' },
  admin: {
    useAsTitle: 'alt',
    defaultColumns: ['filename', 'alt', 'width', 'height', 'updatedAt'],
    group: 'Content',
    description: 'Images for courses and projects. JPEG, PNG, WebP or AVIF, up to 5 MB; drag the focal point.',
  },
  access: contentAccess(anyone),
  hooks: {
    beforeOperation: [checkUpload],
    // Courses and projects show their image's address and alt text: a changed image must not stay cached.
    afterChange: [...courses.afterChange, ...projects.afterChange],
    afterDelete: [...courses.afterDelete, ...projects.afterDelete],
  },
  upload: {
    staticDir: mediaDir(),
    handlers: localFileHandlers(mediaDir()),
    mimeTypes: [...MEDIA_MIME_TYPES],
    imageSizes: IMAGE_SIZES,
    adminThumbnail: 'thumbnail',
    focalPoint: true,
    crop: true,
  },
  fields: [
    {
      name: 'alt',
      label: 'Alt text',
      type: 'text',
      required: true,
      maxLength: TEXT_MAX.short,
      validate: (value: unknown) =>
        typeof value === 'string' && value.trim() !== '' ? true : MESSAGES.mediaAltRequired,
      admin: { description: 'What the image shows, read aloud to people who cannot see it.' },
    },
    {
      name: 'invertInDark',
      label: 'Invert in the dark theme',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description:
          'For a light illustration (a chart or diagram on a white or pale ground): the dark theme shows its colours inverted, a dark version that does not glare. Leave it off for photos, which the dark theme only dims a little.',
      },
    },
  ],
};
