import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const p = await b.newPage();
for (const path of ['/pages/misc/coming-soon', '/forgot-password']) {
  await p.goto('http://127.0.0.1:4000' + path);
  await p.waitForTimeout(3000);
  console.log(path, '=>', JSON.stringify((await p.locator('body').innerText()).slice(0, 60)));
}
await b.close();
