import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScript } from '../helpers/production-server';

/**
 * `npm run backup` and `npm run restore` on a server whose database is PostgreSQL's: the backup holds
 * the uploaded files and the generated secrets, and says the database is not in it and which tools
 * back it up (docs/deploy.md). The commands never connect to the database, so none is started here.
 */

const POSTGRES = { DATABASE_URL: 'postgres://manara@127.0.0.1:5432/manara' };
const SECRETS = { '.payload-secret': 'a'.repeat(64), '.credential-signing-key': 'b'.repeat(43) };
const IMAGE = Buffer.from('an uploaded image');
const PDF = Buffer.from('%PDF-1.4 a member project');

let root: string;
let backups: string;
let taken: { code: number | null; out: string };
let folder: string;

const run = (name: string, dataDir: string, args: string[] = [], env: Record<string, string> = POSTGRES) =>
  runScript(name, { dataDir, args, env: { BACKUP_DIR: backups, ...env } });

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'manara-backup-postgres-'));
  backups = path.join(root, 'backups');
  const original = path.join(root, 'original');
  mkdirSync(path.join(original, 'media'), { recursive: true });
  mkdirSync(path.join(original, 'project-files'), { recursive: true });
  writeFileSync(path.join(original, 'media', 'card.png'), IMAGE);
  writeFileSync(path.join(original, 'project-files', 'registry.pdf'), PDF);
  for (const [file, secret] of Object.entries(SECRETS)) writeFileSync(path.join(original, file), secret);
  taken = await run('backup', original);
  folder = taken.out.trim().split('\n').at(-1) ?? '';
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('backups on PostgreSQL', () => {
  it('hold the uploaded files and the generated secrets, and say the database is not in them', () => {
    expect(taken.code, taken.out).toBe(0);
    expect(taken.out.trim().split('\n')).toEqual([
      "Database: not in this backup. It is PostgreSQL's: back it up with pg_dump, or base backups and WAL archiving for point-in-time recovery (docs/deploy.md).",
      'Uploaded files: media (1 file), project-files (1 file).',
      'Secrets: the generated PAYLOAD_SECRET and CREDENTIAL_SIGNING_KEY.',
      folder,
    ]);
    const manifest = JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({
      format: 1,
      engine: 'postgres',
      database: null,
      secrets: ['PAYLOAD_SECRET', 'CREDENTIAL_SIGNING_KEY'],
    });
  });

  it('restore the files and secrets into a fresh folder and point to the database tools', async () => {
    const fresh = path.join(root, 'restored');
    const restored = await run('restore', fresh, [folder]);
    expect(restored.code, restored.out).toBe(0);
    expect(restored.out).toContain('Restore the database from its own backup (docs/deploy.md), then start the server.');
    expect(readFileSync(path.join(fresh, 'media', 'card.png')).equals(IMAGE)).toBe(true);
    expect(readFileSync(path.join(fresh, 'project-files', 'registry.pdf')).equals(PDF)).toBe(true);
    for (const [file, secret] of Object.entries(SECRETS))
      expect(readFileSync(path.join(fresh, file), 'utf8')).toBe(secret);
  });

  it('are not restored onto a SQLite server, whose database they do not hold', async () => {
    const sqlite = path.join(root, 'sqlite');
    const refused = await run('restore', sqlite, [folder], {});
    expect(refused.code).toBe(1);
    expect(refused.out.trim()).toBe(
      "The backup was taken on PostgreSQL and this server's DATABASE_URL names SQLite: restore it on a server like the one that took it.",
    );
  });
});
