// `npm run test:resilience [-- fuzz|kill|load]`: the checks that a unit or API test cannot make.
// Each starts its own production server on loopback (ports RESILIENCE_PORT+1..+3, default 3401-3403)
// with a temp SQLite file, and removes both when it ends, fails or is interrupted. Exit code 1 when a
// check fails. Not part of `npm test`: it takes a few minutes and both cores.
import net from 'node:net';
import { buildIfStale } from '../lib.mjs';
import { fuzz } from './fuzz.mjs';
import { killCheck } from './kill.mjs';
import { loadCheck } from './load.mjs';
import { cleanUp } from './processes.mjs';
import { runSeed } from './prng.mjs';
import { printFuzz, printKill, printLoad, printSummary, summaryRows } from './report.mjs';

const CHECKS = ['fuzz', 'kill', 'load'];
// Whatever goes wrong (a hung server, a stuck socket), the run ends by itself.
const TIME_LIMIT_S = Number(process.env.RESILIENCE_TIME_LIMIT_S ?? 600);

const asked = process.argv.slice(2).filter((arg) => arg !== '--');
const unknown = asked.filter((arg) => !CHECKS.includes(arg));
if (unknown.length) {
  console.error(`Unknown check ${unknown.join(', ')}: use ${CHECKS.join(', ')} (or nothing for all three).`);
  process.exit(2);
}
const selected = asked.length ? CHECKS.filter((check) => asked.includes(check)) : CHECKS;
const basePort = Number(process.env.RESILIENCE_PORT ?? 3400);
const ports = { fuzz: basePort + 1, kill: basePort + 2, load: basePort + 3 };

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

const seed = runSeed();
console.log(`Resilience checks: ${selected.join(', ')}; seed ${seed} (repeat with RESILIENCE_SEED=${seed})`);
const watchdog = setTimeout(() => {
  console.error(`\nThe checks ran past ${TIME_LIMIT_S} s (RESILIENCE_TIME_LIMIT_S): stopping.`);
  process.exit(1);
}, TIME_LIMIT_S * 1000);
watchdog.unref();

buildIfStale();

const runners = { fuzz, kill: killCheck, load: loadCheck };
const printers = { fuzz: printFuzz, kill: printKill, load: printLoad };
const results = {};
for (const check of selected) {
  const port = ports[check];
  const started = Date.now();
  try {
    // Another server on the port would answer the health check in ours' place.
    if (!(await portIsFree(port))) throw new Error(`port ${port} is in use (set RESILIENCE_PORT)`);
    console.log(`\n▶ ${check} on 127.0.0.1:${port}`);
    results[check] = await runners[check]({ seed, port });
    printers[check](results[check]);
  } catch (err) {
    results[check] = { error: err instanceof Error ? err.message : String(err) };
    console.error(`\n${check} did not finish: ${results[check].error}`);
  } finally {
    // A check that failed half-way may leave its server running: never into the next check.
    cleanUp();
  }
  console.log(`  (${check}: ${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

const rows = summaryRows(results);
printSummary(rows);
console.log(`\nSeed ${seed}.`);
process.exit(rows.every(([, , pass]) => pass) ? 0 : 1);
