import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_BYTES } from '../helpers/learning';
import {
  ADMIN,
  runScript,
  sameOriginHeaders,
  sessionCookie,
  startProductionServer,
  type ProductionServer,
} from '../helpers/production-server';

/**
 * `npm run backup` while the server takes writes, `npm run restore` into a fresh folder, and a server
 * started on it: every write acknowledged before the backup began is there, with the uploaded image,
 * the member's project PDF, and the sessions (the generated secret came along).
 */

let original: string;
let restored: string;
let backups: string;
let first: ProductionServer;
let second: ProductionServer | undefined;

let admin: string;
let member: string;
let image: { filename: string; bytes: Buffer };
let submissionId: string;
/** Contact messages by the time their 201 arrived. */
const acknowledged: { message: string; at: number }[] = [];
const attempted = new Set<string>();
let backupRun: { started: number; ended: number; code: number | null; out: string };
let refusedWhileRunning: { code: number | null; out: string };

/** Runs `npm run <name>` on the data folder `dataDir`, with the shared BACKUP_DIR. */
const script = (name: string, dataDir: string, args: string[] = []) =>
  runScript(name, { dataDir, args, env: { BACKUP_DIR: backups } });

async function signIn(server: ProductionServer, credentials: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: sameOriginHeaders(server),
    body: JSON.stringify(credentials),
  });
  expect(res.status).toBe(200);
  return sessionCookie(res);
}

/** Sends contact messages one after another until `stop()` says so; keeps what was acknowledged. */
function keepWriting(server: ProductionServer): { stop: () => Promise<void> } {
  let running = true;
  const loop = (async () => {
    for (let n = 1; running; n += 1) {
      const message = `Backup write number ${n}: please call us about the registry.`;
      attempted.add(message);
      const res = await fetch(`${server.url}/api/contact`, {
        method: 'POST',
        headers: sameOriginHeaders(server),
        body: JSON.stringify({
          name: 'Writer During Backup',
          email: 'writer@backup.test',
          message,
          sourcePage: '/contact',
        }),
      });
      if (res.status === 201) acknowledged.push({ message, at: Date.now() });
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

beforeAll(async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'manara-backup-'));
  original = path.join(root, 'original');
  restored = path.join(root, 'restored');
  backups = path.join(root, 'backups');
  // No PAYLOAD_SECRET: the server generates one beside its database, and the backup must carry it.
  first = await startProductionServer({ dataDir: original });
  admin = await signIn(first, ADMIN);

  const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#0d9488' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('_payload', JSON.stringify({ alt: 'A teal card kept in the backup' }));
  form.append('file', new Blob([png], { type: 'image/png' }), 'kept-in-backup.png');
  const uploaded = await fetch(`${first.url}/cms/api/media`, {
    method: 'POST',
    headers: { Origin: first.url, Cookie: admin },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  const { doc } = (await uploaded.json()) as { doc: { filename: string } };
  image = {
    filename: doc.filename,
    bytes: Buffer.from(await (await fetch(`${first.url}/cms/api/media/file/${doc.filename}`)).arrayBuffer()),
  };

  const registered = await fetch(`${first.url}/api/auth/register`, {
    method: 'POST',
    headers: sameOriginHeaders(first),
    body: JSON.stringify({
      email: 'leila@backup.test',
      password: 'leila-password',
      name: 'Leila Mansour',
      country: 'EG',
    }),
  });
  expect(registered.status).toBe(201);
  member = sessionCookie(registered);
  const [course] = (await (await fetch(`${first.url}/api/courses`)).json()) as { id: string }[];
  const project = new FormData();
  project.append('title', 'Registry survival analysis');
  project.append('description', 'Kaplan-Meier curves and a Cox model for the registry.');
  project.append('file', new Blob([PDF_BYTES], { type: 'application/pdf' }), 'registry.pdf');
  const submitted = await fetch(`${first.url}/api/me/courses/${course?.id}/project`, {
    method: 'POST',
    headers: { Origin: first.url, Cookie: member },
    body: project,
  });
  expect(submitted.status).toBe(201);
  submissionId = String(((await submitted.json()) as { id: string | number }).id);

  const writer = keepWriting(first);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const started = Date.now();
  const run = await script('backup', original);
  backupRun = { started, ended: Date.now(), ...run };
  await new Promise((resolve) => setTimeout(resolve, 300));
  await writer.stop();

  refusedWhileRunning = await script('restore', original, [run.out.trim().split('\n').at(-1) ?? '']);
  expect(await first.stop()).toBe(0);

  const restore = await script('restore', restored, [run.out.trim().split('\n').at(-1) ?? '']);
  expect(restore.code, restore.out).toBe(0);
  second = await startProductionServer({ dataDir: restored });
}, 300_000);

afterAll(async () => {
  for (const server of [first, second]) if (server?.child.exitCode === null) await server.stop('SIGKILL');
  rmSync(path.dirname(original), { recursive: true, force: true });
});

describe('a backup taken while the server writes, restored into a fresh folder', () => {
  it('is one dated folder holding the database, the files, the secret and a manifest', () => {
    expect(backupRun.code, backupRun.out).toBe(0);
    const folder = backupRun.out.trim().split('\n').at(-1) as string;
    expect(path.dirname(folder)).toBe(backups);
    expect(path.basename(folder)).toMatch(/^manara-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/);
    const manifest = JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ format: 1, engine: 'sqlite', database: { file: 'manara.db' } });
    expect(manifest.secrets).toContain('PAYLOAD_SECRET');
    expect(backupRun.out).toMatch(/^Database: a copy of the SQLite database \(\d+ migrations applied\)\.$/m);
    expect(backupRun.out).toMatch(/^Uploaded files: media \(\d+ files\), project-files \(1 file\)\.$/m);
    expect(manifest.files.media.files).toBeGreaterThan(4);
    expect(manifest.files['project-files'].files).toBe(1);
    expect(existsSync(path.join(folder, 'media', image.filename))).toBe(true);
  });

  it('was not restored over the running server', () => {
    expect(refusedWhileRunning.code).toBe(1);
    expect(refusedWhileRunning.out).toContain('is in use: stop the server first');
  });

  it('holds every write acknowledged before the backup began, and only writes that were sent', async () => {
    const before = acknowledged.filter((write) => write.at < backupRun.started).map((write) => write.message);
    expect(before.length).toBeGreaterThan(0);
    // Writes went on during and after the backup: the copy is a snapshot from somewhere in between.
    expect(acknowledged.some((write) => write.at > backupRun.ended)).toBe(true);
    const res = await fetch(`${second!.url}/api/admin/leads?limit=500`, { headers: { Cookie: admin } });
    expect(res.status).toBe(200);
    const messages = ((await res.json()) as { message?: string }[])
      .map((lead) => lead.message ?? '')
      .filter((message) => message.startsWith('Backup write'));
    for (const message of before) expect(messages).toContain(message);
    for (const message of messages) expect(attempted.has(message)).toBe(true);
  });

  it("keeps the uploaded image, the member's project PDF and their sessions", async () => {
    expect(
      (await (await fetch(`${second!.url}/api/auth/me`, { headers: { Cookie: member } })).json()).user,
    ).toMatchObject({
      email: 'leila@backup.test',
    });
    const file = await fetch(`${second!.url}/cms/api/media/file/${image.filename}`);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(image.bytes)).toBe(true);
    const pdf = await fetch(`${second!.url}/api/project-submissions/${submissionId}/file`, {
      headers: { Cookie: member },
    });
    expect(pdf.status).toBe(200);
    expect(Buffer.from(await pdf.arrayBuffer()).equals(PDF_BYTES)).toBe(true);
  });
});
