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
  watchForNativeSubmit,
} from './before-hydration';
import { ADMIN, apiAs, expect, mailedLink, pageErrors, test } from './support';

// /register is drawn by the server and hydrated by the sign-in entry (decision 014): whatever a
// person does from the moment it appears — type, Tab, tick the box, Enter, a password manager filling
// the fields — creates the account, mails its confirmation link, and the focus stays where they put it.

const username = (page: Page) => page.getByLabel('Username');
const openRegister = (page: Page) => openDrawn(page, '/register', username);

/** A new person each time (the sign-up refuses a taken name or address). */
function newcomer() {
  const id = uniqueId();
  return { username: `early${id}`, email: `early-${id}@example.com`, password: 'amber-falcon-2207' };
}

/** Name, Tab, address, Tab, password, Tab past the eye, Tab to the box, Space, Enter: the keyboard only. */
async function typeAndEnter(page: Page, who: ReturnType<typeof newcomer>) {
  await page.keyboard.type(who.username, { delay: KEY_DELAY });
  await page.keyboard.press('Tab');
  await page.keyboard.type(who.email, { delay: KEY_DELAY });
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(who.password, { delay: KEY_DELAY });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox')).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');
}

/** The account exists, pending: the verify-email page names the address, and the link is in the mail. */
async function registered(page: Page, who: ReturnType<typeof newcomer>) {
  await expect(page).toHaveURL(/\/pages\/authentication\/verify-email-v1\?email=/);
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect(page.getByText(who.email)).toBeVisible();
  const admin = await apiAs(page.request, ADMIN);
  await mailedLink(admin, 'verify-email', who.email, '/pages/authentication/verify-email-v1');
}

for (const wait of WAITS) {
  test(`typing the sign-up with the keyboard and Enter ${wait} ms after the page appears creates the account`, async ({
    page,
  }) => {
    const leaks = watchForNativeSubmit(page);
    const errors = pageErrors(page, { console: true });
    const who = newcomer();
    await openRegister(page);
    await page.waitForTimeout(wait);
    await typeAndEnter(page, who);
    await registered(page, who);
    expect(leaks).toEqual([]);
    expect(hydrationErrors(errors)).toEqual([]);
  });
}

test('the keyboard sign-up works with the CPU slowed four times', async ({ page }) => {
  const leaks = watchForNativeSubmit(page);
  const who = newcomer();
  await slowCpu(page);
  await openRegister(page);
  await typeAndEnter(page, who);
  await registered(page, who);
  expect(leaks).toEqual([]);
});

test('Enter and the box ticked before the page’s code has run are held, and sign up once it runs', async ({
  page,
}) => {
  const leaks = watchForNativeSubmit(page);
  const who = newcomer();
  const release = await holdPageCode(page);
  await openRegister(page);
  await typeAndEnter(page, who);
  // Nothing has left the page; the box waits, unticked, for the code that draws it.
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('checkbox')).toBeFocused();
  await expect(page.getByRole('checkbox')).not.toBeChecked();
  release();
  await registered(page, who);
  expect(leaks).toEqual([]);
});

test('a password manager filling the fields at once, then the box and Sign up, creates the account', async ({
  page,
}) => {
  const leaks = watchForNativeSubmit(page);
  const who = newcomer();
  await openRegister(page);
  await username(page).fill(who.username);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  // A click, not check(): before the code has run the box is held, and ticks once it has.
  await page.getByRole('checkbox').click();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await registered(page, who);
  expect(leaks).toEqual([]);
});

test('the focus never jumps: after the name and Tab it is on the e-mail field, and stays there', async ({
  page,
}) => {
  const who = newcomer();
  const release = await holdPageCode(page);
  await openRegister(page);
  const email = page.getByLabel('Email');
  await markServerField(email);
  await page.keyboard.type(who.username, { delay: KEY_DELAY });
  await page.keyboard.press('Tab');
  await expect(email).toBeFocused();
  await page.keyboard.type(who.email.slice(0, 6), { delay: KEY_DELAY });
  // Meanwhile the page draws what it holds as the code will: the name's label moved up onto the
  // field's top edge, not over the typed name.
  const nameLabel = page.locator('label', { hasText: 'Username' });
  await expect
    .poll(async () => {
      const [label, field] = [await nameLabel.boundingBox(), await username(page).boundingBox()];
      return !!label && !!field && label.y < field.y;
    })
    .toBe(true);
  release();
  await expectFocusedServerField(page);
  await expect(username(page)).toHaveValue(who.username);
  await expect(email).toHaveValue(who.email.slice(0, 6));
  // Drawn focused by the page's code, with no message on the half-typed address it has not left.
  await expect(page.locator('label', { hasText: 'Email' })).toHaveClass(/Mui-focused/);
  await expect(page.getByText('Enter a valid e-mail address')).toHaveCount(0);
});
