// `npm run typecheck`: `tsc` on every TypeScript project, as many at once as there are cores (one
// after another they took twice as long on a 2-core machine). Each project's errors are printed
// together, and the exit code is 1 when any project has one.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { ROOT } from './lib.mjs';

const PROJECTS = ['apps/site', 'tsconfig.tests.json', 'apps/cms', 'packages/ui', 'packages/contracts'];

function check(project) {
  return new Promise((resolve) => {
    const started = Date.now();
    const tsc = spawn('npx', ['tsc', '-p', project], { cwd: ROOT });
    let output = '';
    tsc.stdout.on('data', (chunk) => (output += chunk));
    tsc.stderr.on('data', (chunk) => (output += chunk));
    tsc.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`tsc -p ${project}: ${code === 0 ? 'no errors' : 'errors'} (${seconds}s)`);
      if (output) console.log(output);
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
const results = [];
const worker = async () => {
  for (let project = queue.shift(); project; project = queue.shift()) results.push(await check(project));
};
await Promise.all(Array.from({ length: Math.min(availableParallelism(), PROJECTS.length) }, worker));
process.exit(results.every(Boolean) ? 0 : 1);
