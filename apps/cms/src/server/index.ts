import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { getPayload } from 'payload';
import config from '../payload.config';
import { CMS_API_BASE, CMS_BASE, CMS_DIR, env, isProduction } from '../lib/env';
import { seed } from '../seed';
import { createApp } from './app';
import { cmsHandler } from './cms';
import { lazyNext } from './lazy-next';
import { payloadRest } from './payload-rest';
import { siteHandlers } from './site';
import { developmentSite } from './ssr-dev';
import { printBanner } from './banner';

// Next's config (withPayload) sets this when it loads, and Payload's URL helpers read it in this
// process too; Next now starts on first use, so it is set here to keep them the same from the start.
process.env.NEXT_BASE_PATH ??= CMS_BASE;

/** Starts the one server: migrate and seed, then /api, /cms and the site on PORT (default 3000). */
async function main(): Promise<void> {
  const { PORT: port, HOST: host } = env();
  // Next starts on the first admin request; a missing build must still stop the start, not that request.
  if (isProduction && !existsSync(path.join(CMS_DIR, '.next', 'BUILD_ID'))) {
    throw new Error('The CMS admin is not built: run "npm run build -w @manara/cms".');
  }

  const payload = await getPayload({ config });
  const seeded = await seed(payload);

  const httpServer = createServer();
  const admin = lazyNext({ dev: !isProduction, dir: CMS_DIR, port, httpServer });
  const cms = cmsHandler({ rest: payloadRest(config, CMS_API_BASE), admin: admin.handler });

  const site = isProduction ? siteHandlers() : (await developmentSite(httpServer)).handlers;
  const app = createApp({ payload, cms, site });
  httpServer.on('request', app);

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(port, host, resolve);
  });
  printBanner({ port, seeded, dev: !isProduction });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal} received: closing the server…`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    httpServer.close(async () => {
      await admin.close();
      await payload.destroy().catch(() => undefined);
      process.exit(0);
    });
    httpServer.closeIdleConnections();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((err: unknown) => {
  console.error('The server could not start:', err);
  process.exit(1);
});
