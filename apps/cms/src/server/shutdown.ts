import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { logger } from '../lib/logger';
import { beginShutdown } from './lifecycle';

export interface ShutdownOptions {
  /** The site's listener: it stops taking connections, and its requests in flight finish. */
  server: Server;
  /** Other listeners (the metrics port), closed with it. */
  others?: (Server | undefined)[];
  /** How long to keep serving after /api/ready turns 503, for a load balancer to notice (SHUTDOWN_DRAIN_MS). */
  drainMs: number;
  /** How long the requests in flight may take after that before the process gives up on them (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number;
  /** Closes what the requests used (Next, the database), once the last one has been answered. */
  release: () => Promise<void>;
}

/** How often connections left idle by a finished request are closed while the server drains. */
const IDLE_SWEEP_MS = 50;

/**
 * A graceful stop on SIGTERM (systemd, a container runtime, a deploy) or SIGINT (Ctrl-C):
 * 1. /api/ready answers 503 at once, and the server keeps serving for `drainMs`;
 * 2. the listener closes: new connections are refused, while every request in flight runs to its
 *    end (a keep-alive connection is closed as soon as its request is answered);
 * 3. Next and the database are closed and the process exits 0; if requests are still running
 *    `timeoutMs` later, it exits 1 without them.
 */
export function stopGracefullyOnSignals({ server, others = [], drainMs, timeoutMs, release }: ShutdownOptions): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    beginShutdown();
    logger.info({ signal, drainMs, timeoutMs }, 'Shutting down: /api/ready answers 503 from now');
    await sleep(drainMs);
    const giveUp = setTimeout(() => {
      logger.error({ timeoutMs }, 'Requests were still running when the shutdown timeout passed: exiting without them');
      process.exit(1);
    }, timeoutMs);
    giveUp.unref();
    const listeners = [server, ...others].filter((listener) => listener !== undefined);
    const sweep = setInterval(() => listeners.forEach((listener) => listener.closeIdleConnections()), IDLE_SWEEP_MS);
    await Promise.all(listeners.map((listener) => new Promise((resolve) => listener.close(resolve))));
    clearInterval(sweep);
    try {
      await release();
    } catch (err) {
      logger.error({ err }, 'Closing the server left something open');
    }
    logger.info('Every request was answered: the server has stopped');
    process.exit(0);
  };
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));
}
