/// <reference lib="dom" />
// The main-thread tasks over 50 ms (PerformanceObserver 'longtask') while a page loads and hydrates,
// with Chromium's CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), on the real server over a fresh
// demo database: `--runs` fresh loads (5), each recorded until the page has been idle 3 s after `load`.
// Issue 33 asks that no task of the landing page's load runs over 50 ms (its sections hydrate one by one).
// Usage: npm run build && node --import tsx bench/long-tasks.ts [--runs 5] [--path /front-pages/landing-page]
// Prints each run's long tasks and the median of the longest; writes nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { ORIGIN, startServer } from './lighthouse-support.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    path: { type: 'string', default: '/front-pages/landing-page' },
  },
});
const RUNS = Number(values.runs);
const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
const load1 = () => Math.round(loadavg()[0] * 10) / 10;

const dataDir = mkdtempSync(join(tmpdir(), 'long-tasks-'));
const server = await startServer(dataDir);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const loadBefore = load1();
const longest: number[] = [];
const blocking: number[] = [];
try {
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { longTasks: { start: number; duration: number }[] };
      w.longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.longTasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${ORIGIN}${values.path}`, { waitUntil: 'load' });
    // Hydrated (the render's mark is gone), then 3 s more for the idle work after it.
    await page.waitForFunction(() => !document.querySelector('#root[data-hydrate]'), null, {
      timeout: 60_000,
    });
    await page.waitForTimeout(3000);
    const tasks = await page.evaluate(
      () => (window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks,
    );
    const max = Math.max(0, ...tasks.map((t) => t.duration));
    longest.push(Math.round(max));
    blocking.push(Math.round(tasks.reduce((s, t) => s + Math.max(0, t.duration - 50), 0)));
    console.log(
      `run ${run + 1}: ${tasks.length} long task(s): ${tasks.map((t) => `${Math.round(t.duration)} ms at ${Math.round(t.start)}`).join(', ') || 'none'}`,
    );
    await context.close();
  }
  console.log(
    `${values.path}, CPU 4×, ${RUNS} loads: longest task median ${median(longest)} ms (${longest.join(', ')}); blocking time (sum of the parts over 50 ms) median ${median(blocking)} ms; load average ${loadBefore} → ${load1()}`,
  );
} finally {
  await browser.close();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
