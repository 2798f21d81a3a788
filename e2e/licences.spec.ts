import { ADMIN, expect, openAs, test, typeDate } from './support';

const inDays = (days: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
};

test('a licence that expires in a week shows its warning on the page and in the navbar notifications', async ({
  page,
}) => {
  await openAs(page, ADMIN, '/admin/jetbrains');
  await expect(page.getByRole('heading', { name: 'JetBrains licences', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Add licence' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a licence' });
  await dialog.getByRole('combobox', { name: 'Product' }).click();
  await page.getByRole('option', { name: 'GoLand' }).click();
  await dialog.getByLabel('Licensee').fill('Journey Team');
  await dialog.getByLabel('Licence key or ID').fill('E2E-GO-WEEK-0001');
  await dialog.getByLabel('Seats').fill('1');
  await typeDate(dialog.getByRole('group', { name: 'Expires on' }), inDays(7));

  // Two users for one seat are refused before anything is sent.
  const picker = dialog.getByRole('combobox', { name: 'Assigned users' });
  for (const name of ['John', 'Jane']) {
    await picker.fill(name);
    await page
      .getByRole('option', { name: new RegExp(name) })
      .first()
      .click();
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('More users (2) than seats (1): remove users or add seats')).toBeVisible();
  // Backspace in the empty search removes the last user picked.
  await picker.press('Backspace');
  await expect(dialog.getByText('Seats assigned: 1 of 1')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Licence added')).toBeVisible();

  // The page's warning names it, with the days left.
  const warning = page.getByRole('alert').filter({ hasText: 'expire within 30 days' });
  await expect(warning).toContainText('GoLand – Journey Team: in 7 days');

  // So does the navbar's bell, whose item opens the list of what expires soon.
  const bell = page.getByRole('button', { name: /^Notifications: \d+ new$/ });
  await bell.click();
  const item = page.getByRole('menuitem', { name: 'GoLand licence (Journey Team) expires in 7 days' });
  await expect(item).toBeVisible();
  await page.goto('/admin/jetbrains?q=journey');
  const row = page.getByRole('row', { name: /Journey Team/ });
  await expect(row).toContainText('Expiring soon');
  await expect(row).toContainText('7 days left');

  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page.getByRole('menuitem', { name: 'GoLand licence (Journey Team) expires in 7 days' }).click();
  await expect(page).toHaveURL(/\/admin\/jetbrains\?status=expiring/);
  await expect(page.getByRole('combobox', { name: 'Select status' })).toContainText('Expiring soon');

  // Deleted after confirming, it leaves the notifications.
  await page.getByRole('button', { name: 'Delete the GoLand licence' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Licence deleted')).toBeVisible();
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('menuitem', { name: /Journey Team/ })).toHaveCount(0);
});

test('a CSV import with a bad row is refused whole, naming the line', async ({ page }) => {
  await openAs(page, ADMIN, '/admin/jetbrains');
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import licences from CSV' });
  const csv = [
    'Product,Licensee,Licence key,Seats,Expires on',
    `WebStorm,CSV Team,CSV-KEY-0001,2,${inDays(200)}`,
    `WebStorm,CSV Team,CSV-KEY-0002,0,${inDays(200)}`,
  ].join('\n');
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'licences.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByText('Nothing was imported: has 1 bad row; nothing was imported')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Rows to fix' })).toContainText('Line 3 · Seats');

  await dialog.locator('input[type=file]').setInputFiles({
    name: 'licences.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv.replace(',0,', ',1,')),
  });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Imported: 2 added, 0 replaced')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search licences' }).fill('CSV-KEY');
  await expect(page.getByRole('row', { name: /CSV Team/ })).toHaveCount(2);
});
