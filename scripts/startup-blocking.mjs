// `npm run bench:startup -- <base URL>[,<base URL>] [routes]`: how long a page blocks the main
// thread while it starts, on a phone-like CPU, for one build or two compared in one sitting.
//
// Each route is loaded in a fresh Chromium context with the CPU slowed four times (the DevTools
// protocol), and the page's long tasks after its first contentful paint are read until it has been
// quiet for a moment: their time over 50 ms each is the total blocking time of that load (measured,
// where Lighthouse simulates it). With two bases (two servers, e.g. a build before and after a change,
// each started with `SITE_DIST=`; see docs/performance.md), the loads alternate between them, so a
// machine whose speed drifts during the sitting drifts for both, and the ratio of their medians is
// printed, with the main thread's whole busy time (Chromium's task duration: every task, short or
// long, which moves less from load to load than the blocking part), and the blocking part of the
// tasks React ran (from a trace of the load: tasks whose first script call is into the build's
// framework file, where React's scheduler runs renders, commits and effects), which the browser's
// own layout and the evaluation of modules do not enter. Every load is traced, which costs each
// the same; figures taken before 2026-11-29 were not. Nothing is started here: the servers are yours.
//
//   STARTUP_RUNS   loads per route and base (default 7); the median is printed with every run's figure
//   CHROMIUM_PATH  Chromium binary (default /usr/bin/chromium)
import { chromium } from '@playwright/test';

const [basesArg, routesArg = '/,/auth,/contact,/pricing,/reviews'] = process.argv.slice(2).filter((a) => a !== '--');
if (!basesArg) {
  console.error('Usage: npm run bench:startup -- http://127.0.0.1:4650[,http://127.0.0.1:4652] [/,/auth]');
  process.exit(2);
}
const bases = basesArg.split(',');
const routes = routesArg.split(',');
const runs = Number(process.env.STARTUP_RUNS ?? 7);
/** Lighthouse's mobile slowdown. */
const CPU_SLOWDOWN = 4;
/** A task blocks input for its time over this. */
const BLOCKING_MS = 50;
/** How long after `load` the page is watched for the tasks of hydration and what follows it. */
const SETTLE_MS = 3_500;

/** Enough of a trace to see each task of the page's main thread and the script it first called. */
const TRACE_CATEGORIES = 'toplevel,devtools.timeline,loading,disabled-by-default-devtools.timeline';

/** The blocking part of the tasks after the first contentful paint that React ran (see the top). */
function reactBlocking(events) {
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  const thread = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === paint?.pid,
  );
  if (!paint || !thread) return 0;
  const main = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid);
  const calls = main.filter((e) => e.name === 'FunctionCall' || e.name === 'v8.evaluateModule');
  let blocking = 0;
  for (const task of main.filter((e) => e.name === 'RunTask' && e.ts >= paint.ts && e.dur > BLOCKING_MS * 1000)) {
    const first = calls.find((e) => e.ts >= task.ts && e.ts <= task.ts + task.dur);
    if (first?.name === 'FunctionCall' && /\/framework-[\w-]+\.js$/.test(first.args?.data?.url ?? '')) {
      blocking += task.dur / 1000 - BLOCKING_MS;
    }
  }
  return blocking;
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });

/** One load of `url`: total blocking time after the first contentful paint, its longest task, and the main thread's busy time. */
async function load(url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Performance.enable');
    await page.addInitScript(() => {
      const tasks = [];
      Object.defineProperty(window, '__longTasks', { value: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES, transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    await cdp.send('Tracing.end');
    await traced;
    const { fcp, tasks } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      tasks: window.__longTasks,
    }));
    const after = tasks.filter(([start]) => start >= fcp).map(([, duration]) => duration);
    const { metrics } = await cdp.send('Performance.getMetrics');
    return {
      busy: (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000,
      blocking: after.reduce((sum, duration) => sum + Math.max(0, duration - BLOCKING_MS), 0),
      longest: Math.max(0, ...after),
      react: reactBlocking(events),
    };
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${Math.round(value)} ms`;

console.log(`Main thread while a page starts: CPU ${CPU_SLOWDOWN}× slower, ${runs} loads per route and base`);
for (const route of routes) {
  const results = bases.map(() => []);
  for (let run = 0; run < runs; run += 1) {
    for (const [index, base] of bases.entries()) results[index].push(await load(base + route));
  }
  const medians = results.map((loads) => median(loads.map((l) => l.blocking)));
  for (const [index, base] of bases.entries()) {
    const loads = results[index];
    const ratio = index > 0 && medians[0] > 0 ? `  ${(medians[index] / medians[0]).toFixed(2)}× the first` : '';
    console.log(
      `  ${route.padEnd(28)} ${base.padEnd(24)} blocking ${ms(medians[index]).padStart(7)}` +
        `  longest task ${ms(median(loads.map((l) => l.longest))).padStart(7)}` +
        `  busy ${ms(median(loads.map((l) => l.busy))).padStart(8)}` +
        `  React ${ms(median(loads.map((l) => l.react))).padStart(7)}${ratio}` +
        `  (runs: ${loads.map((l) => Math.round(l.blocking)).join(' ')})`,
    );
  }
}
await browser.close();
