import type { Page } from '@playwright/test';
import {
  expectFocusedServerField,
  holdPageCode,
  hydrated,
  hydrationErrors,
  KEY_DELAY,
  markServerField,
  openDrawn,
  slowCpu,
  WAITS,
  watchForNativeSubmit,
} from './before-hydration';
import { ADMIN, expect, pageErrors, test } from './support';

// The signed-out sign-in page is drawn by the server and hydrated by the sign-in entry (decision 014):
// whatever a person does from the moment it appears — type, Tab, Enter, a password manager filling
// both fields — signs in, and the focus stays where they put it.

const email = (page: Page) => page.getByLabel('Email');
const password = (page: Page) => page.getByLabel('Password', { exact: true });
const openLogin = (page: Page) => openDrawn(page, '/login', email);

async function typeAndEnter(page: Page) {
  await page.keyboard.type(ADMIN.email, { delay: KEY_DELAY });
  await page.keyboard.press('Tab');
  await expect(password(page)).toBeFocused();
  await page.keyboard.type(ADMIN.password, { delay: KEY_DELAY });
  await page.keyboard.press('Enter');
}

const signedIn = async (page: Page) => {
  await expect(page).toHaveURL(/\/dashboards\/crm$/);
  await expect(page.getByRole('heading', { name: 'CRM dashboard', level: 1 })).toBeVisible();
};

for (const wait of WAITS) {
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
    expect(hydrationErrors(errors)).toEqual([]);
  });
}

test('the keyboard sign-in works with the CPU slowed four times', async ({ page }) => {
  const leaks = watchForNativeSubmit(page);
  await slowCpu(page);
  await openLogin(page);
  await typeAndEnter(page);
  await signedIn(page);
  expect(leaks).toEqual([]);
});

test('Enter pressed before the page’s code has run is held, not sent by the browser, and signs in once it runs', async ({
  page,
}) => {
  const leaks = watchForNativeSubmit(page);
  const release = await holdPageCode(page);
  await openLogin(page);
  await typeAndEnter(page);
  // Nothing has left the page: the form waits, filled, with the focus where the reader left it.
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/login$/);
  await expect(password(page)).toBeFocused();
  await expect(email(page)).toHaveValue(ADMIN.email);
  release();
  await signedIn(page);
  expect(leaks).toEqual([]);
});

test('a password manager filling both fields at once, then Login, signs in', async ({ page }) => {
  const leaks = watchForNativeSubmit(page);
  await openLogin(page);
  await email(page).fill(ADMIN.email);
  await password(page).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await signedIn(page);
  expect(leaks).toEqual([]);
});

test('the focus never jumps: after the e-mail and Tab it is on the password field, and stays there', async ({
  page,
}) => {
  const release = await holdPageCode(page);
  await openLogin(page);
  await markServerField(password(page));
  await page.keyboard.type(ADMIN.email, { delay: KEY_DELAY });
  await page.keyboard.press('Tab');
  await expect(password(page)).toBeFocused();
  release();
  // Once the page's code has taken the form over, nothing has moved the focus or lost the text, and
  // the field is drawn focused.
  await expectFocusedServerField(page);
  await expect(email(page)).toHaveValue(ADMIN.email);
  await expect(page.locator('label', { hasText: 'Password' })).toHaveClass(/Mui-focused/);
});

test('a demo account pressed before the page’s code has run fills the form once it runs', async ({
  page,
}) => {
  const release = await holdPageCode(page);
  await openLogin(page);
  await page.getByRole('button', { name: /admin@demo\.com/ }).click();
  release();
  await expect(email(page)).toHaveValue(ADMIN.email);
  await expect(password(page)).toHaveValue(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await signedIn(page);
});

test('the links move between the account pages in the page itself, and Back comes back', async ({ page }) => {
  await openLogin(page);
  await hydrated(page);
  await page.evaluate(() => {
    (window as { samePage?: boolean }).samePage = true;
  });
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'Adventure starts here' })).toBeVisible();
  await expect(page.getByLabel('Username')).toBeFocused();
  await page.getByRole('link', { name: 'Back to login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot Password?' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  // No page was loaded on the way: the window is the one that opened /login.
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  await email(page).fill(ADMIN.email);
  await password(page).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await signedIn(page);
});
