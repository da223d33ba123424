import type { SeedResult } from '../seed';

/** What a newcomer needs after `npm start`: where everything is and how to sign in as the admin. */
export function printBanner({ port, seeded, dev }: { port: number; seeded: SeedResult; dev: boolean }): void {
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
  console.log(lines.join('\n'));
}
