import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { getPayload } from 'payload';
import config from '../payload.config';
import { CMS_API_BASE, CMS_BASE, CMS_DIR, env, isProduction } from '../lib/env';
import { logFormat, logger, sendConsoleToLogger } from '../lib/logger';
import { startOutboxDrain } from '../lib/orders/outbox';
import { seed } from '../seed';
import { createApp } from './app';
import { announceStart } from './banner';
import { cmsHandler } from './cms';
import { lazyNext } from './lazy-next';
import { startMetricsListener } from './metrics-endpoint';
import { payloadRest } from './payload-rest';
import { stopGracefullyOnSignals } from './shutdown';
import { siteHandlers } from './site';
import { developmentSite } from './ssr-dev';

// Next's config (withPayload) sets this when it loads, and Payload's URL helpers read it in this
// process too; Next now starts on first use, so it is set here to keep them the same from the start.
process.env.NEXT_BASE_PATH ??= CMS_BASE;

/** Starts the one server: migrate and seed, then /api, /cms and the site on PORT (default 3000). */
async function main(): Promise<void> {
  const { PORT: port, HOST: host, SHUTDOWN_DRAIN_MS, SHUTDOWN_TIMEOUT_MS } = env();
  // Next starts on the first admin request; a missing build must still stop the start, not that request.
  if (isProduction && !existsSync(path.join(CMS_DIR, '.next', 'BUILD_ID'))) {
    throw new Error('The CMS admin is not built: run "npm run build -w @manara/cms".');
  }

  const payload = await getPayload({ config });
  const seeded = await seed(payload);

  const httpServer = createServer();
  // A kept-alive connection stays open a minute between requests, longer than a load balancer keeps
  // its own (AWS ALB: 60 s), so it is never the server that closes one a client or proxy is about to
  // reuse; Node's 5 s default made those requests fail with a reset. Headers must arrive within it.
  httpServer.keepAliveTimeout = 65_000;
  httpServer.headersTimeout = 66_000;
  const admin = lazyNext({ dev: !isProduction, dir: CMS_DIR, port, httpServer });
  const cms = cmsHandler({ rest: payloadRest(config, CMS_API_BASE), admin: admin.handler });

  const site = isProduction ? siteHandlers() : { handlers: (await developmentSite(httpServer)).handlers };
  const app = createApp({ payload, cms, site });
  httpServer.on('request', app);

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(port, host, resolve);
  });
  const metricsListener = await startMetricsListener();
  announceStart({ port, seeded, dev: !isProduction });
  // The orders' batched e-mails: every server drains the shared outbox (lib/orders/outbox.ts).
  const outbox = startOutboxDrain(payload);

  stopGracefullyOnSignals({
    server: httpServer,
    others: [metricsListener],
    drainMs: SHUTDOWN_DRAIN_MS,
    timeoutMs: SHUTDOWN_TIMEOUT_MS,
    release: async () => {
      await outbox.stop();
      await admin.close();
      await payload.destroy();
    },
  });
}

// Whatever is printed, and whatever stops the process, is in the log with the rest.
if (logFormat() === 'json') sendConsoleToLogger();
process.on('uncaughtException', (err) => {
  logger.fatal({ err }, 'Uncaught exception: the server stops');
  process.exit(1);
});

main().catch((err: unknown) => {
  logger.fatal({ err }, 'The server could not start');
  process.exit(1);
});
