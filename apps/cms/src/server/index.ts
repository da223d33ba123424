import { createServer } from 'node:http';
import next from 'next';
import { getPayload } from 'payload';
import config from '../payload.config';
import { CMS_DIR, isProduction } from '../lib/env';
import { seed } from '../seed';
import { createApp } from './app';
import { siteHandlers } from './site';
import { developmentSite } from './ssr-dev';
import { printBanner } from './banner';

/** Starts the one server: migrate and seed, then /api, /cms and the site on PORT (default 3000). */
async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '0.0.0.0';

  const payload = await getPayload({ config });
  const seeded = await seed(payload);

  const httpServer = createServer();
  const nextApp = next({ dev: !isProduction, dir: CMS_DIR, port, hostname: 'localhost', httpServer });
  await nextApp.prepare();
  const cmsHandler = nextApp.getRequestHandler();

  const site = isProduction ? siteHandlers() : (await developmentSite(httpServer)).handlers;
  const app = createApp({ payload, cms: (req, res) => cmsHandler(req, res), site });
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
      await nextApp.close().catch(() => undefined);
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
