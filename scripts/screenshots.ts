// Screenshots of pages in light, dark, Arabic and at 390 px, for a person to look at.
// Usage: npm run build && node --import tsx scripts/screenshots.ts [--base http://127.0.0.1:3000] [--out screenshots] [--drawn] [/path …]
// Needs a running server with the demo seed (admin@demo.com / admin). With --drawn, the public pages
// the server draws (/login, /register, /forgot-password, the landing page) are shot as they arrive:
// in the variant's view, with no script of the page run (files named …-drawn.png).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? (args.splice(i, 2)[1] ?? fallback) : fallback;
};
const base = option('--base', 'http://127.0.0.1:3000');
const out = option('--out', 'screenshots');
const who = option('--as', 'admin');
const drawnAt = args.indexOf('--drawn');
const drawn = drawnAt >= 0;
if (drawn) args.splice(drawnAt, 1);
const paths = args.length
  ? args
  : ['/login', '/dashboards/crm', '/apps/user/list', '/apps/roles', '/apps/permissions'];

const variants = [
  { name: 'light', theme: 'light', language: 'en', width: 1440 },
  { name: 'dark', theme: 'dark', language: 'en', width: 1440 },
  { name: 'ar', theme: 'light', language: 'ar', width: 1440 },
  { name: 'narrow', theme: 'light', language: 'en', width: 390 },
];

mkdirSync(out, { recursive: true });
const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: `${who}@demo.com`, password: who }),
}).then((r) => r.json());

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const publicPaths = /^\/(login|register|forgot-password|not-authorized|pages\/misc|front-pages)/;
for (const v of variants) {
  for (const signedIn of [false, true]) {
    const own = paths.filter((p) => publicPaths.test(p) !== signedIn);
    if (own.length === 0) continue;
    const context = await browser.newContext({ viewport: { width: v.width, height: 900 } });
    await context.addInitScript(
      ({ session, theme, language, signedIn }) => {
        localStorage.setItem('yunkong-theme', JSON.stringify(theme));
        localStorage.setItem('yunkong-language', JSON.stringify(language));
        if (!signedIn) return;
        localStorage.setItem('userData', JSON.stringify(session.userData));
        localStorage.setItem('accessToken', session.accessToken);
        localStorage.setItem('userAbilityRules', JSON.stringify(session.userAbilityRules));
      },
      { session: login, theme: v.theme, language: v.language, signedIn },
    );
    if (drawn) {
      // The view index.html's script would have written on an earlier visit: the render is the reader's.
      const view = `${v.language}.${v.theme}.${v.theme}`;
      await context.addCookies([{ name: 'yunkong-view', value: view, url: base }]);
      await context.route('**/assets/*.js', (route) => route.abort());
    }
    const page = await context.newPage();
    for (const path of own) {
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      // Lazy chunks and the first answers after a cold start: wait until no skeleton is left (at most 10 s).
      await page
        .waitForFunction(() => !document.querySelector('.MuiSkeleton-root, [aria-busy="true"]'), null, {
          timeout: 10_000,
        })
        .catch(() => console.warn(`${path}: still loading after 10 s`));
      await page.waitForTimeout(Number(process.env.SHOT_SETTLE_MS ?? 400));
      const name = `${path.replace(/^\//, '').replace(/[/?=&]/g, '_') || 'root'}-${v.name}`;
      const file = join(out, `${name}${drawn ? '-drawn' : ''}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
