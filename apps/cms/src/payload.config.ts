import { buildConfig } from 'payload';
import path from 'node:path';
import { Courses } from './collections/Courses';
import { Enrollments } from './collections/Enrollments';
import { Projects } from './collections/Projects';
import { Reviews } from './collections/Reviews';
import { ServiceRequests } from './collections/ServiceRequests';
import { Services } from './collections/Services';
import { Users } from './collections/Users';
import { SiteSettings } from './globals/SiteSettings';
import { databaseAdapter } from './lib/database';
import { logOnlyEmail } from './lib/email';
import { CMS_SRC, databaseUrl, payloadSecret } from './lib/env';

/** Assembles the CMS: collections, globals and the database adapter chosen from DATABASE_URL. */
export default buildConfig({
  secret: payloadSecret(),
  db: databaseAdapter(databaseUrl()),
  collections: [Services, Courses, Projects, Reviews, Users, Enrollments, ServiceRequests],
  globals: [SiteSettings],
  email: logOnlyEmail,
  // Inside Next's basePath /cms: the admin at /cms, Payload's own REST at /cms/api.
  routes: { admin: '/', api: '/api' },
  admin: {
    user: Users.slug,
    // The default Gravatar avatar makes a network call that fails offline.
    avatar: 'default',
    meta: { titleSuffix: ' · Manara Research CMS' },
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
