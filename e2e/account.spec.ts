import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { ADMIN, apiAs, expect as baseExpect, mailedLink, signIn, test } from './support';

// Each step waits on a mail, a save or a page load: give a loaded machine time.
const expect = baseExpect.configure({ timeout: 30_000 });

async function signOut(page: Page) {
  await page.getByRole('button', { name: /Account menu of/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
}

test('register, open the verification mail, then sign in', async ({ page, request }) => {
  test.setTimeout(180_000);
  const admin = await apiAs(request, ADMIN);
  const who = { email: `journey-${Date.now()}@example.com`, password: 'amber-falcon-2207' };
  await page.goto('/register');
  await page.getByLabel('Username').fill(`journey${Date.now()}`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill('password123');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText(/too common/)).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect(page.getByText(who.email)).toBeVisible();

  const link = await mailedLink(admin, 'verify-email', who.email, '/pages/authentication/verify-email-v1');
  await page.goto(link);
  await expect(page.getByText('Your e-mail address is confirmed')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await signIn(page, who);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: /Account menu of/ })).toBeVisible();
});

test('forgot, reset by the mailed link, sign in with the new password; the old session is gone', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await apiAs(request, ADMIN);
  const email = `reset-${Date.now()}@example.com`;
  await admin.send('POST', '/apps/users', {
    fullName: 'Reset Journey',
    username: `reset${Date.now()}`,
    email,
    role: 'client',
    currentPlan: 'basic',
    password: 'first-harbour-93',
  });
  // A session on another device, which the reset must end.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/login');
  await signIn(otherPage, { email, password: 'first-harbour-93' });
  await expect(otherPage).not.toHaveURL(/\/login/);

  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account exists');
  const link = await mailedLink(admin, 'password-reset', email, '/pages/authentication/reset-password-v1');
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('second-harbour-94');
  await page.getByLabel('Confirm the new password').fill('second-harbour-94');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed');

  await page.goto('/login');
  await signIn(page, { email, password: 'second-harbour-94' });
  await expect(page).not.toHaveURL(/\/login/);

  // The other device's next call is refused: it lands on the login page.
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/login/);
  await other.close();
});

test('enable two-step sign-in, sign out, sign in with a code', async ({ page, request }) => {
  test.setTimeout(180_000);
  const admin = await apiAs(request, ADMIN);
  const who = { email: `two-step-${Date.now()}@example.com`, password: 'silver-otter-5512' };
  await admin.send('POST', '/apps/users', {
    fullName: 'Two Step Journey',
    username: `twostep${Date.now()}`,
    email: who.email,
    role: 'client',
    currentPlan: 'basic',
    password: who.password,
  });
  await page.goto('/login');
  await signIn(page, who);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/pages/account-settings/security');
  await page.getByRole('button', { name: 'Enable two-step verification' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set up two-step verification' });
  await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = ((await dialog.getByTestId('totp-secret').textContent()) ?? '').trim();
  await dialog.getByLabel('Code from the app').fill(await generate({ secret }));
  await dialog.getByRole('button', { name: 'Verify and turn on' }).click();
  const done = page.getByRole('dialog', { name: 'Two-step verification is on' });
  await expect(done.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await done.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('10 recovery codes left.')).toBeVisible();

  await signOut(page);
  await signIn(page, who);
  await expect(page).toHaveURL(/\/pages\/authentication\/two-steps-v1/);
  await expect(page.getByRole('heading', { name: 'Two-Step Verification' })).toBeVisible();
  // The code of the next step: the one used to turn it on cannot be used again.
  await page.getByLabel('Code').fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByRole('button', { name: 'Verify my account' }).click();
  await expect(page).not.toHaveURL(/two-steps|login/);
  await expect(page.getByRole('button', { name: /Account menu of/ })).toBeVisible();
});
