/// <reference lib="dom" />
// Interaction to Next Paint (web.dev/inp) of the interactions issue 33 names, with Chromium's CPU slowed
// 4× (CDP Emulation.setCPUThrottlingRate): open the user menu, type in the order list's search, switch
// the CRM dashboard's period. Each is the longest Event Timing entry of its interaction, median of
// `--runs` fresh page loads, on the real server over a fresh demo database.
// Usage: npm run build && node --import tsx bench/inp.ts [--runs 5]
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { recordInteractions as record, longestInteraction as worst } from '../e2e/interaction-timing.ts';
import { ORIGIN, startServer } from './lighthouse-support.ts';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg >= 0 ? Number(process.argv[runsArg + 1]) : 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const dataDir = mkdtempSync(join(tmpdir(), 'inp-'));
const server = await startServer(dataDir);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const results: Record<string, number[]> = { 'user menu': [], 'order search': [], 'dashboard period': [] };
try {
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${ORIGIN}/login`);
    await page.getByLabel('Email').fill('admin@demo.com');
    await page.getByLabel('Password', { exact: true }).fill('admin');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    const cdp = await context.newCDPSession(page);

    await page.goto(`${ORIGIN}/apps/ecommerce/order/list`);
    const search = page.getByRole('searchbox', { name: 'Search orders' });
    await search.waitFor();
    await page.locator('#root[data-hydrate]').waitFor({ state: 'detached' });
    await page.waitForTimeout(500);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await record(page);
    await page.getByRole('button', { name: /Account menu of/ }).click();
    await page.getByRole('menu').waitFor();
    results['user menu'].push(await worst(page));
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await record(page);
    await search.click();
    await search.pressSequentially('jo', { delay: 150 });
    results['order search'].push(await worst(page));

    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.goto(`${ORIGIN}/dashboards/crm`);
    const periods = page.getByRole('group', { name: 'Recent periods' });
    await periods.waitFor();
    await page.locator('#root[data-hydrate]').waitFor({ state: 'detached' });
    await page.waitForTimeout(500);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await record(page);
    await periods.getByRole('button').first().click();
    results['dashboard period'].push(await worst(page));
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`INP, CPU 4× slower, median of ${RUNS} (load average ${loadavg()[0].toFixed(1)} at the end):`);
for (const [name, values] of Object.entries(results))
  console.log(
    `  ${name.padEnd(18)} ${median(values).toFixed(0).padStart(5)} ms   (runs: ${values.map((v) => v.toFixed(0)).join(', ')})`,
  );
