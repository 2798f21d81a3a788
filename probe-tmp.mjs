import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 1000, height: 900 } });
const page = await ctx.newPage();
const logs = [];
page.on('console', (m) => logs.push(m.type() + ': ' + m.text()));
page.on('pageerror', (e) => logs.push('pageerror: ' + e.message));
await page.goto('http://127.0.0.1:4141/register', { waitUntil: 'commit' });
await page.getByLabel('Username').waitFor();
const t0 = Date.now();
await page.keyboard.type('probe' + Date.now(), { delay: 60 });
await page.keyboard.press('Tab');
await page.keyboard.type(`probe${Date.now()}@example.com`, { delay: 60 });
await page.keyboard.press('Tab');
await page.keyboard.type('amber-falcon-2207', { delay: 60 });
await page.keyboard.press('Tab'); // eye button
await page.keyboard.press('Tab'); // checkbox
await page.keyboard.press('Space');
await page.keyboard.press('Enter');
await page.waitForURL(/verify-email/, { timeout: 20000 }).catch(() => logs.push('no verify url: ' + page.url()));
console.log(page.url(), Date.now() - t0);
await page.screenshot({ path: '/tmp/ssrforms-probe/after-register.png' });
console.log(logs.join('\n'));
await browser.close();
