import { mkdtempSync, rmSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@manara/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProductionServer, type ProductionServer } from '../helpers/production-server';

/**
 * SIGTERM, as systemd or a deploy sends it: /api/ready turns 503 at once while the server goes on
 * serving for SHUTDOWN_DRAIN_MS, then new connections are refused, the request in flight is
 * answered, and the process exits 0.
 */

const DRAIN_MS = 1_500;

let dataDir: string;
let server: ProductionServer;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'manara-shutdown-'));
  server = await startProductionServer({ dataDir, env: { SHUTDOWN_DRAIN_MS: String(DRAIN_MS) } });
});
afterAll(async () => {
  if (server?.child.exitCode === null) await server.stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** A contact message whose body arrives in two parts: the request is in flight until `finish()`. */
function slowContactMessage(): { finish: () => void; answer: Promise<{ status: number; body: string }> } {
  const body = JSON.stringify({
    name: 'Late Sender',
    email: 'late@shutdown.test',
    message: 'Sent while the server was asked to stop.',
    sourcePage: '/contact',
  });
  const { port } = new URL(server.url);
  const req = request({
    host: '127.0.0.1',
    port,
    path: '/api/contact',
    method: 'POST',
    headers: { Origin: server.url, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res: IncomingMessage) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  req.write(body.slice(0, 20));
  return { finish: () => req.end(body.slice(20)), answer };
}

async function refused(url: string): Promise<boolean> {
  try {
    await fetch(url);
    return false;
  } catch (err) {
    return (err as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
  }
}

describe('SIGTERM', () => {
  it('drains, refuses new connections, finishes the request in flight and exits 0', async () => {
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
    const slow = slowContactMessage();
    // The server has the request once its headers are in; give it a moment to start on it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await expect
      .poll(async () => (await fetch(`${server.url}/api/ready`)).status, { interval: 50, timeout: 1_000 })
      .toBe(503);

    // Draining: a load balancer's probe sees 503, everything else is still served.
    const ready = await fetch(`${server.url}/api/ready`);
    expect(await ready.json()).toEqual({ error: MESSAGES.shuttingDown });
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

    await expect
      .poll(() => refused(`${server.url}/api/health`), { interval: 100, timeout: DRAIN_MS + 5_000 })
      .toBe(true);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(DRAIN_MS);
    expect(server.child.exitCode).toBeNull();

    slow.finish();
    expect(await slow.answer).toEqual({ status: 201, body: JSON.stringify({ ok: true }) });
    expect(await server.exited).toBe(0);
    const messages = server.logLines().map((line) => line.msg);
    expect(messages).toContain('Shutting down: /api/ready answers 503 from now');
    expect(messages.at(-1)).toBe('Every request was answered: the server has stopped');
  });
});
