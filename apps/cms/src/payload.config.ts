import { buildConfig } from 'payload';
import path from 'node:path';
import sharp, { type SharpOptions } from 'sharp';
import { MEDIA_MAX_PIXELS } from '@manara/contracts';
import { AssessmentAttempts } from './collections/AssessmentAttempts';
import { Certificates } from './collections/Certificates';
import { Courses } from './collections/Courses';
import { Enrollments } from './collections/Enrollments';
import { Journals } from './collections/Journals';
import { Leads } from './collections/Leads';
import { Media } from './collections/Media';
import { MailOutbox } from './collections/Orders/mail-outbox';
import { Notifications } from './collections/Orders/notifications';
import { RequestEvents } from './collections/Orders/request-events';
import { RequestFiles } from './collections/Orders/request-files';
import { RequestMessages } from './collections/Orders/request-messages';
import { Projects } from './collections/Projects';
import { ProjectSubmissions } from './collections/ProjectSubmissions';
import { RateLimitHits } from './collections/RateLimitHits';
import { Reviews } from './collections/Reviews';
import { ServiceRequests } from './collections/ServiceRequests';
import { Services } from './collections/Services';
import { Subscribers } from './collections/Subscribers';
import { Users } from './collections/Users';
import { PAGE_GLOBALS } from './globals/pages';
import { SiteSettings } from './globals/SiteSettings';
import { guardDocumentLocks } from './access/document-locks';
import { clientErrors } from './hooks/client-errors';
import { CLIENT_ERROR } from './lib/client-error';
import { databaseAdapter } from './lib/database';
import { timeDatabase } from './lib/database-timing';
import { emailAdapter } from './lib/email';
import { objectStorage } from './lib/storage';
import { livePreview } from './lib/live-preview';
import { CMS_SRC, databaseUrl, payloadSecret, siteUrl } from './lib/env';
import { logger } from './lib/logger';

const publicOrigin = siteUrl();

/**
 * sharp as Payload calls it, with `limitInputPixels` at the media budget: an image claiming more is
 * refused from its header, before its pixels are held in memory. (Payload's `constructorOptions`
 * would do the same but make it re-encode every original.)
 */
const pixelBudgetSharp = ((input?: Parameters<typeof sharp>[0], options?: SharpOptions) =>
  sharp(input, { ...options, limitInputPixels: MEDIA_MAX_PIXELS })) as typeof sharp;

// libvips' operation cache is off: every upload is resized once, so the cache only held memory
// (about 40 MB of the server's RSS after the seed's images; docs/decisions/011).
sharp.cache(false);

/**
 * Assembles the CMS: collections, globals and the database adapter chosen from DATABASE_URL. Payload's
 * own lock collection gets its access rules once Payload has added it (access/document-locks.ts).
 */
export default buildConfig({
  secret: payloadSecret(),
  // Each adapter call and transaction is timed for the metrics (lib/database-timing.ts).
  db: timeDatabase(databaseAdapter(databaseUrl())),
  collections: [
    Services,
    Courses,
    Projects,
    Reviews,
    Journals,
    Media,
    Users,
    Enrollments,
    AssessmentAttempts,
    ProjectSubmissions,
    Certificates,
    ServiceRequests,
    RequestEvents,
    RequestMessages,
    RequestFiles,
    Notifications,
    Leads,
    Subscribers,
    RateLimitHits,
    MailOutbox,
  ],
  globals: [SiteSettings, ...PAGE_GLOBALS],
  // Uploads on the local disk, or in an S3-compatible bucket when S3_BUCKET is set (lib/storage.ts).
  plugins: [objectStorage([Media.slug, ProjectSubmissions.slug, RequestFiles.slug])],
  // Resizes uploads into the media collection's variants (collections/Media/sizes.ts), never
  // decoding an image past the pixel budget, whatever path it came by.
  sharp: pixelBudgetSharp,
  // SMTP_URL and MAIL_FROM: nodemailer; without SMTP_URL, mail is logged (lib/email.ts).
  email: emailAdapter(),
  // Inside Next's basePath /cms: the admin at /cms, Payload's own REST at /cms/api.
  routes: { admin: '/', api: '/api' },
  // With SITE_URL set, Payload accepts its session cookie only from pages of that origin (its CSRF
  // list); the server's own Origin check (server/middleware/cms-door.ts) holds either way.
  ...(publicOrigin ? { serverURL: publicOrigin, csrf: [publicOrigin] } : {}),
  hooks: { afterError: [clientErrors] },
  admin: {
    user: Users.slug,
    // The default Gravatar avatar makes a network call that fails offline.
    avatar: 'default',
    // The product's name in every tab's title and the site's favicon (served by the site), no
    // Payload-branded share images; the Manara mark on the sign-in page, the header and the nav, and
    // a dashboard that greets the editor with what they edit most (components/).
    meta: {
      titleSuffix: ' — Manara CMS',
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/favicon.svg' }],
      defaultOGImageType: 'off',
      openGraph: { siteName: 'Manara CMS' },
    },
    components: {
      graphics: { Logo: '/components/brand/logo#Logo', Icon: '/components/brand/icon#Icon' },
      beforeNavLinks: ['/components/brand/nav-brand#NavBrand'],
      beforeDashboard: ['/components/dashboard/greeting#DashboardGreeting'],
    },
    // Courses, projects and pages show their public page beside the form (lib/live-preview.ts).
    livePreview,
    importMap: {
      baseDir: CMS_SRC,
      importMapFile: path.join(CMS_SRC, 'app/(payload)/importMap.js'),
    },
  },
  // The server's one logger: JSON lines carrying the request id (lib/logger.ts).
  logger,
  // A wrong password, a locked account or a refused file is the client's doing, not the server's
  // fault: logged as information, so that `error` lines stay worth waking someone for.
  loggingLevels: {
    AuthenticationError: 'info',
    LockedAuth: 'info',
    // Payload finds the level by the error's name, whatever it is; its type lists only its own names.
    ...({ [CLIENT_ERROR]: 'info' } as Record<string, 'info'>),
  },
  telemetry: false,
  typescript: {
    // Generating types on every getPayload triples script and test time; `npm run generate:types` does it.
    autoGenerate: false,
    outputFile: path.join(CMS_SRC, 'payload-types.ts'),
  },
  graphQL: { disable: true },
}).then(guardDocumentLocks);
