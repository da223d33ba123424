import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { DATA_DIR } from '../lib/env';
import { logger } from '../lib/logger';
import type { SeedResult } from '../seed';

interface Started {
  port: number;
  seeded: SeedResult;
  dev: boolean;
}

/**
 * Says that the server is up. In a terminal (`npm start`), the banner a newcomer needs: where
 * everything is and how to sign in as the admin. Under a service manager, whose output is the log,
 * one log line instead: no e-mail address or password goes in a log (docs/decisions/027), so a
 * password generated for the first admin is written to a file only this user can read.
 */
export function announceStart(started: Started): void {
  if (process.stdout.isTTY) return printBanner(started);
  logger.info({ port: started.port, mode: started.dev ? 'development' : 'production' }, 'Manara Research is serving');
  const password = started.seeded.admin.generatedPassword;
  if (password) {
    const file = path.join(DATA_DIR, 'admin-password.txt');
    writeFileSync(file, `${password}\n`, { mode: 0o600 });
    logger.warn(
      { file },
      "The first admin's password was generated and written to this file: sign in, change it, then delete the file",
    );
  }
}

function printBanner({ port, seeded, dev }: Started): void {
  const base = `http://localhost:${port}`;
  const { admin } = seeded;
  const password = admin.generatedPassword
    ? `${admin.generatedPassword}   (generated now and shown only this once; set ADMIN_PASSWORD to choose it)`
    : admin.created
      ? '(the ADMIN_PASSWORD you set)'
      : '(set when the database was first created)';
  const lines = [
    '',
    `Manara Research is running${dev ? ' in development mode' : ''}.`,
    `  Site           ${base}/`,
    `  Control panel  ${base}/admin`,
    `  CMS            ${base}/cms`,
    `  API            ${base}/api/health`,
    '',
    'Demo admin (sign in at /auth for the control panel, or at /cms):',
    `  Email     ${admin.email}`,
    `  Password  ${password}`,
    '',
    'Press Ctrl-C to stop.',
    '',
  ];
  // Written as it is, not through console: that may be the JSON log's (lib/logger.ts).
  process.stdout.write(`${lines.join('\n')}\n`);
}
