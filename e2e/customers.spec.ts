import { ADMIN, expect, openAs, test } from './support';

test('an admin opens a customer from the list, switches tabs, and the tab survives a reload', async ({
  page,
}) => {
  await openAs(page, ADMIN, '/apps/ecommerce/customer/list');
  const table = page.getByRole('table', { name: 'Customers' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  // The biggest spender has orders to show.
  const sorted = page.waitForResponse((r) => /customers\?.*orderBy=desc/.test(r.url()));
  await page.getByRole('columnheader', { name: 'Total spent' }).click();
  await page.getByRole('columnheader', { name: 'Total spent' }).click();
  await sorted;
  await expect(page).toHaveURL(/sortBy=totalSpent/);
  await expect(page.getByRole('columnheader', { name: 'Total spent' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  const link = table.getByRole('row').nth(1).getByRole('link').first();
  const name = (await link.textContent()) ?? '';
  await link.click();

  await expect(page).toHaveURL(/\/apps\/ecommerce\/customer\/details\/\d{6}/);
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: 'Orders placed' }).getByRole('link').first()).toBeVisible();

  await page.getByRole('tab', { name: 'Address & billing' }).click();
  await expect(page).toHaveURL(/tab=address-billing/);
  await expect(page.getByRole('heading', { name: 'Payment methods' })).toBeVisible();

  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page).toHaveURL(/tab=security/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Account status' })).toBeVisible();

  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/tab=notifications/);
  await expect(page.getByText(/was placed/).first()).toBeVisible();
});

test('an admin edits a customer’s phone number and sees it saved', async ({ page }) => {
  await openAs(page, ADMIN, '/apps/ecommerce/customer/list');
  const table = page.getByRole('table', { name: 'Customers' });
  const link = table.getByRole('row').nth(1).getByRole('link').first();
  await link.click();
  await page.getByRole('button', { name: 'Edit details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit the customer' });
  await dialog.getByLabel('Contact').fill('abc');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Use only digits, spaces and + ( ) -')).toBeVisible();
  // A number of this run's own, so that a retry on the same database still changes it.
  const stamp = String(Date.now());
  const phone = `+33 6 12 ${stamp.slice(-4, -2)} ${stamp.slice(-2)} 78`;
  await dialog.getByLabel('Contact').fill(phone);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/was updated\./)).toBeVisible();
  await page.reload();
  // In the customer's details; the page's audit entries may show the new number too.
  await expect(page.locator('dl').getByText(phone, { exact: true })).toBeVisible();
});

test("an admin changes a customer's notification choices and they are kept", async ({ page }) => {
  await openAs(page, ADMIN, '/apps/ecommerce/customer/list');
  const table = page.getByRole('table', { name: 'Customers' });
  await table.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/apps\/ecommerce\/customer\/details\/\d{6}/);
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/tab=notifications/);

  const promotionsBySms = page.getByRole('checkbox', { name: 'Promotions and discounts: SMS' });
  await expect(promotionsBySms).not.toBeChecked();
  await promotionsBySms.check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Notification choices saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Promotions and discounts: SMS' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Order updates: E-mail' })).toBeChecked();
});
