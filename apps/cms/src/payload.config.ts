import { buildConfig } from 'payload';
import path from 'node:path';
import sharp from 'sharp';
import { AssessmentAttempts } from './collections/AssessmentAttempts';
import { Certificates } from './collections/Certificates';
import { Courses } from './collections/Courses';
import { Enrollments } from './collections/Enrollments';
import { Leads } from './collections/Leads';
import { Media } from './collections/Media';
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
import { clientErrors } from './hooks/client-errors';
import { databaseAdapter } from './lib/database';
import { emailAdapter } from './lib/email';
import { objectStorage } from './lib/storage';
import { livePreview } from './lib/live-preview';
import { CMS_SRC, databaseUrl, payloadSecret, siteUrl } from './lib/env';

const publicOrigin = siteUrl();

// libvips' operation cache is off: every upload is resized once, so the cache only held memory
// (about 40 MB of the server's RSS after the seed's images; docs/decisions/011).
sharp.cache(false);

/** Assembles the CMS: collections, globals and the database adapter chosen from DATABASE_URL. */
export default buildConfig({
  secret: payloadSecret(),
  db: databaseAdapter(databaseUrl()),
  collections: [
    Services,
    Courses,
    Projects,
    Reviews,
    Media,
    Users,
    Enrollments,
    AssessmentAttempts,
    ProjectSubmissions,
    Certificates,
    ServiceRequests,
    Leads,
    Subscribers,
    RateLimitHits,
  ],
  globals: [SiteSettings, ...PAGE_GLOBALS],
  // Uploads on the local disk, or in an S3-compatible bucket when S3_BUCKET is set (lib/storage.ts).
  plugins: [objectStorage([Media.slug, ProjectSubmissions.slug])],
  // Resizes uploads into the media collection's variants (collections/Media/sizes.ts).
  sharp,
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
  telemetry: false,
  typescript: {
    // Generating types on every getPayload triples script and test time; `npm run generate:types` does it.
    autoGenerate: false,
    outputFile: path.join(CMS_SRC, 'payload-types.ts'),
  },
  graphQL: { disable: true },
});
