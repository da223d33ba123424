// `npm test`'s first step: the committed Payload types are what the CMS config generates today, so
// no code compiles against a collection or global that has changed or is missing. The fix when it
// fails is `npm run generate:types`.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, run } from './lib.mjs';

const committed = path.join(ROOT, 'apps/cms/src/payload-types.ts');
const scratch = mkdtempSync(path.join(tmpdir(), 'manara-types-'));
const fresh = path.join(scratch, 'payload-types.ts');
try {
  run('npm', ['run', '--silent', 'generate:types'], {
    env: { ...process.env, PAYLOAD_TS_OUTPUT_PATH: fresh },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (readFileSync(fresh, 'utf8') !== readFileSync(committed, 'utf8')) {
    console.error('apps/cms/src/payload-types.ts is out of date: run `npm run generate:types` and commit it.');
    process.exitCode = 1;
  } else {
    console.log('Payload types are current.');
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
