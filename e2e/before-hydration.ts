import type { Locator, Page } from '@playwright/test';
import { expect } from './support';

// What the journeys of the account pages drawn by the server and hydrated by the sign-in entry
// (/login, /register, /forgot-password; decision 014) share: a person acting from the moment the
// page appears, before the page's code has run.

/** A person's pace (about 15 keys a second), so the typing spans the moment the page's code runs. */
export const KEY_DELAY = 60;

/** The waits after the page appears: at once, a moment later, and once the code has surely run. */
export const WAITS = [0, 300, 3000];

/** A name no earlier run or test has used (a sign-up refuses a taken name, a reset is limited per address). */
export const uniqueId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Opens `path` and waits for the server's form only (not for the page's code): `first` has the focus. */
export async function openDrawn(page: Page, path: string, first: (page: Page) => Locator) {
  await page.goto(path, { waitUntil: 'commit' });
  await expect(first(page)).toBeFocused();
}

/** Slows the page's CPU as a low-end phone's (Chromium's own throttling, through CDP). */
export async function slowCpu(page: Page, rate = 4) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** The address bar never carries a password: a native submit of the form would put it there. */
export function watchForNativeSubmit(page: Page): string[] {
  const leaks: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.url().includes('password=')) leaks.push(request.url());
  });
  return leaks;
}

/**
 * Holds the page's entry files (the sign-in entry's, or with `files` the app's) until `release` is
 * called: the page stays as the server drew it.
 */
export async function holdPageCode(page: Page, files = '**/assets/signin-*.js'): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(files, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** React's reports of a hydration that did not match the server's tree (it would redraw the page). */
export const hydrationErrors = (errors: string[]) =>
  errors.filter((e) => /hydrat|did not match|#418|#423|#425/i.test(e));

/** Until the page's code has taken the server's tree over (`#root[data-hydrate]` goes). */
export const hydrated = (page: Page) => expect(page.locator('#root[data-hydrate]')).toHaveCount(0);

/**
 * Marks `field` as the server sent it, before the page's code has run; `expectFocusedServerField`
 * then finds it still in the page (hydrated, not drawn anew) and still focused.
 */
export async function markServerField(field: Locator) {
  await field.evaluate((element) => {
    (window as { serverField?: Element }).serverField = element;
  });
}

export async function expectFocusedServerField(page: Page) {
  await hydrated(page);
  await page.waitForTimeout(300);
  const kept = await page.evaluate(() => {
    const field = (window as { serverField?: Element }).serverField;
    return !!field?.isConnected && document.activeElement === field;
  });
  expect(kept).toBe(true);
}
