// Printing: each check's details as it ends, and the one summary table (plain and Markdown).

const ms = (value) => `${Math.round(value)} ms`;
const mb = (value) => (Number.isFinite(value) ? `${Math.round(value)} MB` : 'n/a');
const clip = (text, length) => {
  const flat = String(text ?? '').replace(/\s+/g, ' ');
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
};

export function printFuzz(r) {
  const { counts } = r;
  console.log(`\nFuzz: ${r.count} requests in ${r.seconds.toFixed(0)} s`);
  console.log(
    `  2xx ${counts['2xx']}, 3xx ${counts['3xx']}, 4xx ${counts['4xx']}, 5xx ${counts['5xx']}, dropped ${counts.dropped}` +
      `; ${r.perTarget.size} endpoints; sessions renewed ${r.relogins} times`,
  );
  const slowest = [...r.perMutation.entries()]
    .map(([name, t]) => `${name} ${Math.round(t.ms / t.sent)} ms`)
    .sort((a, b) => Number(b.split(' ').at(-2)) - Number(a.split(' ').at(-2)))
    .slice(0, 5);
  console.log(`  slowest kinds (mean answer time): ${slowest.join(', ')}`);
  for (const crash of r.crashes) {
    console.log(`  The server exited (${JSON.stringify(crash.exit)}) during case ${crash.atCase}; last log lines:`);
    console.log(crash.log.replace(/^/gm, '    '));
  }
  if (r.failures.length === 0) return;
  // Every failing request, with identical ones (same method, path, answer) folded into one line.
  const groups = new Map();
  for (const f of r.failures) {
    const answer = f.status ? `${f.status} ${clip(f.sample, 90)}` : `dropped: ${f.error}`;
    const key = `${f.method} ${clip(f.path, 110)} → ${answer}`;
    const group = groups.get(key) ?? { count: 0, mutations: new Set(), roles: new Set() };
    group.count += 1;
    group.mutations.add(f.mutation);
    group.roles.add(f.role);
    groups.set(key, group);
  }
  console.log(`  5xx and dropped requests (${r.failures.length}, ${groups.size} distinct):`);
  const sorted = [...groups.entries()].sort((a, b) => a[0].localeCompare(b[0]));
  for (const [key, g] of sorted) {
    console.log(
      `    ${String(g.count).padStart(3)}× ${key}  [${[...g.mutations].join(', ')}; ${[...g.roles].join(', ')}]`,
    );
  }
  const perEndpoint = [...r.perTarget.entries()].filter(([, s]) => s['5xx'] + s.dropped > 0);
  console.log('  By endpoint (failing / sent):');
  for (const [endpoint, s] of perEndpoint) console.log(`    ${endpoint}: ${s['5xx'] + s.dropped} / ${s.sent}`);
  if (r.logErrors.length) {
    console.log('  The server logged:');
    for (const e of r.logErrors) console.log(`    ${String(e.count).padStart(3)}× ${e.message}`);
  }
  if (r.keptLog) console.log(`  The server's whole log: ${r.keptLog}`);
}

export function printKill(r) {
  console.log('\nkill -9:');
  for (const round of r.rounds) {
    const refused = Object.entries(round.rejected).map(([status, n]) => `${n}× ${status}`);
    console.log(
      `  round ${round.round}: started in ${ms(round.startMs)}, killed after ${ms(round.killAfterMs)}, ` +
        `${round.acked} writes acknowledged${refused.length ? `, refused ${refused.join(', ')}` : ''}`,
    );
  }
  console.log(`  restart after the last kill: ${ms(r.recoveryMs)}`);
  console.log(`  acknowledged ${r.acked}, missing ${r.missing.length}, integrity_check ${r.integrity}`);
  // journal_mode is stored in the file for WAL, so a new connection reads what the server set.
  console.log(`  journal_mode ${r.journalMode}`);
  for (const w of r.missing.slice(0, 20)) console.log(`    missing: ${w.kind} ${w.id} "${w.marker}"`);
}

export function printLoad(r) {
  console.log(`\nLoad: ${r.connections} connections, ${r.seconds} s per run`);
  for (const run of r.runs) {
    console.log(
      `  ${run.name}: ${run.rps.toFixed(0)} req/s (${run.total} requests), p50 ${ms(run.p50)}, p99 ${ms(run.p99)}, ` +
        `errors ${run.errors}, timeouts ${run.timeouts}, non-2xx ${run.non2xx}, statuses ${JSON.stringify(run.statuses)}, ` +
        `peak RSS ${mb(run.peakRssMb)} (VmHWM ${mb(run.hwmMb)})`,
    );
  }
}

/** Rows of the summary table from whatever checks ran; a check that threw is one failing row. */
export function summaryRows(results) {
  const rows = [];
  const { fuzz, kill, load } = results;
  if (fuzz?.error) rows.push(['Fuzz', `did not finish: ${clip(fuzz.error, 100)}`, false]);
  else if (fuzz) {
    const c = fuzz.counts;
    rows.push([
      'Fuzz (/api, /cms/api; anonymous, member, admin)',
      `${fuzz.count} requests to ${fuzz.perTarget.size} endpoints: 2xx ${c['2xx']}, 4xx ${c['4xx']}, ` +
        `5xx ${c['5xx']}, dropped ${c.dropped}${fuzz.crashes.length ? `, server exits ${fuzz.crashes.length}` : ''}`,
      fuzz.pass,
    ]);
  }
  if (kill?.error) rows.push(['kill -9', `did not finish: ${clip(kill.error, 100)}`, false]);
  else if (kill) {
    rows.push([
      'kill -9 durability (3 kills)',
      `${kill.acked} acknowledged writes, ${kill.missing.length} missing; integrity_check ${kill.integrity}; ` +
        `journal_mode ${kill.journalMode}; restart ${ms(kill.recoveryMs)}`,
      kill.pass,
    ]);
  }
  if (load?.error) rows.push(['Load', `did not finish: ${clip(load.error, 100)}`, false]);
  else if (load) {
    for (const run of load.runs) {
      rows.push([
        `Load: ${run.name} (${load.connections} conn., ${load.seconds} s)`,
        `${run.rps.toFixed(0)} req/s, p99 ${ms(run.p99)}, errors ${run.errors} (${run.timeouts} timeouts), ` +
          `non-2xx ${run.non2xx}, peak RSS ${mb(run.peakRssMb)} (VmHWM ${mb(run.hwmMb)})`,
        run.pass,
      ]);
    }
  }
  return rows;
}

export function printSummary(rows) {
  const width = Math.max(...rows.map((r) => r[0].length));
  console.log('\nSummary');
  for (const [check, figure, pass] of rows)
    console.log(`  ${check.padEnd(width)}  ${pass ? 'pass' : 'FAIL'}  ${figure}`);
  console.log('\nMarkdown (for docs/performance.md):\n');
  console.log('| Check | Figure | Result |');
  console.log('|---|---|---|');
  for (const [check, figure, pass] of rows) console.log(`| ${check} | ${figure} | ${pass ? 'pass' : 'FAIL'} |`);
}
