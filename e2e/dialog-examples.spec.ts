import { ADMIN, apiAs, expect, openAs, test } from './support';

test('the dialog examples edit the real account: a wrong value is refused, the right one is saved', async ({
  page,
  request,
}) => {
  // A user of their own, so that renaming them changes nobody else's journey.
  const admin = await apiAs(request, ADMIN);
  const stamp = Date.now();
  const who = { email: `dialogs.${stamp}@example.com`, password: 'dialogs-password-1' };
  await admin.send('POST', '/apps/users', {
    fullName: 'Dialog Person',
    username: `dialogs.${stamp}`,
    email: who.email,
    role: 'maintainer',
    currentPlan: 'basic',
    password: who.password,
  });
  await openAs(page, who, '/pages/dialog-examples');
  await expect(page.getByRole('heading', { name: 'Dialog examples', level: 1 })).toBeVisible();

  // Adding a role needs a right this person has not: the tile says so.
  await expect(page.getByText('Adding roles needs the right to create roles.')).toBeVisible();

  await page.getByRole('button', { name: 'Show' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Edit user information' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Full name').fill('');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Full name').fill('Dialog Renamed');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your details are saved.')).toBeVisible();

  // The billing address dialog saves to the account's billing tab.
  await page.getByRole('button', { name: 'Show' }).nth(1).click();
  const address = page.getByRole('dialog', { name: 'Billing address' });
  await address.getByLabel(/^Address/).fill('12 Dialog Lane');
  await address.getByLabel(/^Country/).fill('Canada');
  await address.getByLabel(/^Postal code/).fill('H2X 1Y4');
  await address.getByRole('button', { name: 'Save address' }).click();
  await expect(address).toBeHidden();

  await page.goto('/pages/account-settings/account');
  await expect(page.getByLabel('Full name')).toHaveValue('Dialog Renamed');
  await page.goto('/pages/account-settings/billing-plans');
  await expect(page.getByLabel(/^Address/)).toHaveValue('12 Dialog Lane');
});
