/**
 * Whether this process has begun to shut down. From that moment /api/ready answers 503, so a load
 * balancer stops sending new visitors here while the requests already in flight finish
 * (server/shutdown.ts, docs/deploy.md).
 */
let shuttingDown = false;

export function beginShutdown(): void {
  shuttingDown = true;
}

export function isShuttingDown(): boolean {
  return shuttingDown;
}
