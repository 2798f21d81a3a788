import { ADMIN, expect, openAs, test } from './support';

test('the user list keeps search, filter, sort and page in the URL across a reload', async ({ page }) => {
  await openAs(page, ADMIN, '/apps/user/list');
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('combobox', { name: 'Select status' }).click();
  await page.getByRole('option', { name: 'Active', exact: true }).click();
  await expect(page).toHaveURL(/status=active/);

  await page.getByRole('columnheader', { name: 'Plan' }).click();
  await expect(page).toHaveURL(/sortBy=plan/);

  await page.getByRole('button', { name: 'Go to page 2' }).click();
  await expect(page).toHaveURL(/page=2/);

  await page.getByRole('searchbox', { name: 'Search users' }).fill('a');
  await expect(page).toHaveURL(/q=a/);
  // A new search starts again from the first page.
  await expect(page).not.toHaveURL(/page=2/);

  const before = new URL(page.url());
  await page.reload();
  const after = new URL(page.url());
  expect(Object.fromEntries(after.searchParams)).toEqual(Object.fromEntries(before.searchParams));
  await expect(page.getByRole('searchbox', { name: 'Search users' })).toHaveValue('a');
  await expect(page.getByRole('combobox', { name: 'Select status' })).toContainText('Active');
  for (const row of await table.getByRole('row').all()) {
    const text = await row.textContent();
    if (text?.includes('@')) expect(text).toContain('Active');
  }
});

test('an admin adds a user, finds it, and deletes it after confirming', async ({ page }) => {
  await openAs(page, ADMIN, '/apps/user/list');
  await page.getByRole('button', { name: 'Add new user' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add new user' });
  await drawer.getByLabel('Full name').fill('Playwright Person');
  await drawer.getByLabel('Username').fill('playwright.person');
  await drawer.getByLabel('E-mail').fill('playwright.person@example.com');
  await drawer.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Editor' }).click();
  await drawer.getByRole('combobox', { name: 'Plan' }).click();
  await page.getByRole('option', { name: 'Team' }).click();
  await drawer.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Playwright Person was added.')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search users' }).fill('playwright.person');
  const row = page.getByRole('row', { name: /Playwright Person/ });
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Delete Playwright Person' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Playwright Person was deleted.')).toBeVisible();
  await expect(page.getByText('No users match these filters')).toBeVisible();
});

test('adding a user with a taken e-mail shows the error on the field', async ({ page }) => {
  await openAs(page, ADMIN, '/apps/user/list');
  await page.getByRole('button', { name: 'Add new user' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add new user' });
  await drawer.getByLabel('Full name').fill('Second Admin');
  await drawer.getByLabel('Username').fill('second.admin');
  await drawer.getByLabel('E-mail').fill('admin@demo.com');
  await drawer.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Editor' }).click();
  await drawer.getByRole('combobox', { name: 'Plan' }).click();
  await page.getByRole('option', { name: 'Basic' }).click();
  await drawer.getByRole('button', { name: 'Submit' }).click();
  await expect(drawer.getByText('is already taken')).toBeVisible();
});
