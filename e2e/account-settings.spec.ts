import { ADMIN, expect, openAs, test } from './support';

test('a user renames themself, keeps their notification choices and changes plan', async ({ page }) => {
  // A user of this journey alone, so that the demo accounts stay as they are.
  const admin = await page.request.post('/api/auth/login', { data: ADMIN });
  const token = (await admin.json()).accessToken as string;
  const who = { email: `journey.${Date.now()}@example.com`, password: 'journey-password-7' };
  const created = await page.request.post('/api/apps/users', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      fullName: 'Journey Person',
      username: `journey.${Date.now()}`,
      email: who.email,
      role: 'editor',
      currentPlan: 'basic',
      password: who.password,
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await openAs(page, who, '/pages/account-settings');
  await expect(page).toHaveURL(/\/pages\/account-settings\/account$/);

  // The new name shows in the navbar's account menu.
  const name = page.getByLabel('Full name');
  await name.fill('Renamed Journey');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your details are saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Account menu of Renamed Journey' }).click();
  await expect(page.getByRole('menu').getByText('Renamed Journey')).toBeVisible();
  await page.keyboard.press('Escape');

  // Notification choices survive a reload.
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/\/notification$/);
  const newOrderByMail = page.getByRole('checkbox', { name: 'New order by E-mail' });
  const chatInApp = page.getByRole('checkbox', { name: 'Mentions in chat by App' });
  await expect(newOrderByMail).toBeChecked();
  await newOrderByMail.uncheck();
  await chatInApp.uncheck();
  await page.getByRole('button', { name: 'Save choices' }).click();
  await expect(page.getByText('Your notification choices are saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'New order by E-mail' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Mentions in chat by App' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Invoice paid by E-mail' })).toBeChecked();

  // The plan change asks for confirmation and is kept.
  await page.getByRole('tab', { name: 'Billing & plans' }).click();
  await page.getByRole('button', { name: 'Change plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a plan' });
  await dialog.getByRole('radio', { name: 'Yearly' }).check();
  await dialog.getByRole('radio', { name: /Company/ }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm the change' });
  await expect(confirm).toContainText('Switch from Basic to Company');
  await confirm.getByRole('button', { name: 'Confirm change' }).click();
  await expect(page.getByText('Your plan is now Company.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('$468.00 per year')).toBeVisible();
  await expect(page.getByText('Company', { exact: true })).toBeVisible();
});
