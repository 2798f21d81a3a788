import type { Page } from '@playwright/test';
import { ADMIN, expect, pageErrors, test } from './support';

// The signed-out sign-in page is drawn by the server and hydrated by the sign-in entry (decision 014):
// whatever a person does from the moment it appears — type, Tab, Enter, a password manager filling
// both fields — signs in, and the focus stays where they put it.

/** Opens /login and waits for the server's form only (not for the page's code). */
async function openLogin(page: Page) {
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByLabel('Email')).toBeFocused();
}

/** The address bar never carries the password: a native submit of the form would put it there. */
function watchForNativeSubmit(page: Page): string[] {
  const leaks: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.url().includes('password=')) leaks.push(request.url());
  });
  return leaks;
}

/** A person's pace (about 15 keys a second), so the typing spans the moment the page's code runs. */
const KEY_DELAY = 60;

async function typeAndEnter(page: Page) {
  await page.keyboard.type(ADMIN.email, { delay: KEY_DELAY });
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(ADMIN.password, { delay: KEY_DELAY });
  await page.keyboard.press('Enter');
}

const signedIn = async (page: Page) => {
  await expect(page).toHaveURL(/\/dashboards\/crm$/);
  await expect(page.getByRole('heading', { name: 'CRM dashboard', level: 1 })).toBeVisible();
};

for (const wait of [0, 300, 3000]) {
  test(`typing the e-mail, Tab, the password and Enter ${wait} ms after the page appears signs in`, async ({
    page,
  }) => {
    const leaks = watchForNativeSubmit(page);
    const errors = pageErrors(page, { console: true });
    await openLogin(page);
    await page.waitForTimeout(wait);
    await typeAndEnter(page);
    await signedIn(page);
    expect(leaks).toEqual([]);
    // Hydration matched the server's tree: React reports no mismatch (it would redraw the form).
    expect(errors.filter((e) => /hydrat|did not match|#418|#423|#425/i.test(e))).toEqual([]);
  });
}

test('the keyboard sign-in works with the CPU slowed four times', async ({ page }) => {
  const leaks = watchForNativeSubmit(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await openLogin(page);
  await typeAndEnter(page);
  await signedIn(page);
  expect(leaks).toEqual([]);
});

test('Enter pressed before the page’s code has run is held, not sent by the browser, and signs in once it runs', async ({
  page,
}) => {
  const leaks = watchForNativeSubmit(page);
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/signin-*.js', async (route) => {
    await released;
    await route.continue();
  });
  await openLogin(page);
  await typeAndEnter(page);
  // Nothing has left the page: the form waits, filled, with the focus where the reader left it.
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Email')).toHaveValue(ADMIN.email);
  release();
  await signedIn(page);
  expect(leaks).toEqual([]);
});

test('a password manager filling both fields at once, then Login, signs in', async ({ page }) => {
  const leaks = watchForNativeSubmit(page);
  await openLogin(page);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await signedIn(page);
  expect(leaks).toEqual([]);
});

test('the focus never jumps: after the e-mail and Tab it is on the password field, and stays there', async ({
  page,
}) => {
  await openLogin(page);
  await page.evaluate(() => {
    (window as { serverField?: Element | null }).serverField = document.getElementById('login-password');
  });
  await page.keyboard.type(ADMIN.email, { delay: KEY_DELAY });
  await page.keyboard.press('Tab');
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toBeFocused();
  // Once the page's code has taken the form over, nothing has moved the focus or lost the text.
  await expect(page.locator('#root[data-hydrate]')).toHaveCount(0);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('login-password');
  // Hydrated, not drawn anew: the field is still the one the server sent.
  expect(
    await page.evaluate(
      () =>
        (window as { serverField?: Element | null }).serverField ===
        document.getElementById('login-password'),
    ),
  ).toBe(true);
  await expect(page.getByLabel('Email')).toHaveValue(ADMIN.email);
});

test('a demo account pressed before the page’s code has run fills the form once it runs', async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/signin-*.js', async (route) => {
    await released;
    await route.continue();
  });
  await openLogin(page);
  await page.getByRole('button', { name: /admin@demo\.com/ }).click();
  release();
  await expect(page.getByLabel('Email')).toHaveValue(ADMIN.email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await signedIn(page);
});
