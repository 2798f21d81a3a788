import type { Page } from '@playwright/test';
import {
  expectFocusedServerField,
  holdPageCode,
  hydrationErrors,
  KEY_DELAY,
  markServerField,
  openDrawn,
  slowCpu,
  uniqueId,
  WAITS,
} from './before-hydration';
import { ADMIN, type Api, apiAs, expect, mailedLink, pageErrors, test } from './support';

// /forgot-password is drawn by the server and hydrated by the sign-in entry (decision 014): the
// address typed or filled from the moment the page appears, then Enter or the button, asks for the
// reset link — the page says so and the mail goes out — and the focus stays where the person put it.

const email = (page: Page) => page.getByLabel('Email');
const openForgot = (page: Page) => openDrawn(page, '/forgot-password', email);

/** An account of its own each time: the reset requests of one address are limited. */
async function someone(page: Page): Promise<{ admin: Api; address: string }> {
  const admin = await apiAs(page.request, ADMIN);
  const id = uniqueId();
  const address = `forgot-${id}@example.com`;
  await admin.send('POST', '/apps/users', {
    fullName: 'Forgot Early',
    username: `forgot${id}`,
    email: address,
    role: 'client',
    currentPlan: 'basic',
    password: 'first-harbour-93',
  });
  return { admin, address };
}

/** The page says the link is on its way, and the mail holds it. */
async function asked(page: Page, { admin, address }: { admin: Api; address: string }) {
  await expect(page.getByRole('status')).toContainText(`If an account exists for ${address}`);
  await mailedLink(admin, 'password-reset', address, '/pages/authentication/reset-password-v1');
}

for (const wait of WAITS) {
  test(`typing the address and Enter ${wait} ms after the page appears asks for the reset link`, async ({
    page,
  }) => {
    const errors = pageErrors(page, { console: true });
    const who = await someone(page);
    await openForgot(page);
    await page.waitForTimeout(wait);
    await page.keyboard.type(who.address, { delay: KEY_DELAY });
    await page.keyboard.press('Enter');
    await asked(page, who);
    await expect(page).toHaveURL(/\/forgot-password$/);
    expect(hydrationErrors(errors)).toEqual([]);
  });
}

test('asking by keyboard works with the CPU slowed four times', async ({ page }) => {
  const who = await someone(page);
  await slowCpu(page);
  await openForgot(page);
  await page.keyboard.type(who.address, { delay: KEY_DELAY });
  await page.keyboard.press('Enter');
  await asked(page, who);
});

test('Enter before the page’s code has run is held, not sent by the browser, and asks once it runs', async ({
  page,
}) => {
  const who = await someone(page);
  const release = await holdPageCode(page);
  await openForgot(page);
  await page.keyboard.type(who.address, { delay: KEY_DELAY });
  await page.keyboard.press('Enter');
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(email(page)).toBeFocused();
  release();
  await asked(page, who);
});

test('an address filled at once (autofill), then the button, asks for the reset link', async ({ page }) => {
  const who = await someone(page);
  await openForgot(page);
  await email(page).fill(who.address);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await asked(page, who);
});

test('the focus never jumps: the field typed in keeps it once the page’s code runs', async ({ page }) => {
  const release = await holdPageCode(page);
  await openForgot(page);
  await markServerField(email(page));
  await page.keyboard.type('someone@exa', { delay: KEY_DELAY });
  release();
  await expectFocusedServerField(page);
  await expect(email(page)).toHaveValue('someone@exa');
  await expect(page.locator('label', { hasText: 'Email' })).toHaveClass(/Mui-focused/);
  await expect(page.getByText('Enter a valid e-mail address')).toHaveCount(0);
});
