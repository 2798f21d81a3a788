import { readFile } from 'node:fs/promises';
import { ADMIN, expect, openAs, test } from './support';

/** A 1×1 PNG, enough for the server's content check. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('an admin adds a product with an image and finds it in the list by search', async ({ page }) => {
  await openAs(page, ADMIN, '/apps/ecommerce/product/add');
  await page.getByLabel('Name').fill('Playwright Desk Lamp');
  await page.getByLabel('SKU').fill('PW-LAMP-1');
  await page.getByRole('textbox', { name: 'Description (optional)' }).fill('A warm light for late work.');
  await page.getByLabel('Base price').fill('49.90');
  await page.getByLabel('Discounted price').fill('39.92');
  await expect(page.getByText('Customers save 20%')).toBeVisible();
  await page.getByLabel('Quantity in stock').fill('12');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Home Decor' }).click();

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Browse images' }).click();
  await (await chooser).setFiles({ name: 'lamp.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('button', { name: 'Remove image 1' })).toBeVisible();

  await page.getByRole('button', { name: 'Publish product' }).click();
  await expect(page).toHaveURL(/\/apps\/ecommerce\/product\/list/);
  await expect(page.getByText('Playwright Desk Lamp was added.')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search products' }).fill('Playwright Desk');
  await expect(page).toHaveURL(/q=Playwright/);
  const table = page.getByRole('table', { name: 'Products' });
  const row = table.getByRole('row', { name: /Playwright Desk Lamp/ });
  await expect(row).toBeVisible();
  await expect(row.getByRole('img', { name: 'Picture of Playwright Desk Lamp' })).toHaveAttribute(
    'src',
    /\/api\/uploads\/products\/[a-f0-9]{32}\.png$/,
  );
  await expect(row).toContainText('$39.92');
  await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
});

test('the exported CSV holds exactly the filtered products', async ({ page }) => {
  await openAs(page, ADMIN, '/apps/ecommerce/product/list');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Games' }).click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Published' }).click();
  await expect(page).toHaveURL(/categoryId=\d+/);
  await expect(page).toHaveURL(/status=Published/);

  const summary = page.getByText(/^Showing \d+ to \d+ of \d+ entries$/);
  await expect(summary).toBeVisible();
  const total = Number(/of (\d+) entries/.exec((await summary.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(0);
  const table = page.getByRole('table', { name: 'Products' });
  const names = (
    await table.getByRole('row').filter({ hasText: 'Published' }).getByRole('link').allTextContents()
  ).filter(Boolean);
  expect(names.length).toBeGreaterThan(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await file.path())).toString('utf8').replace(/^\uFEFF/, '');
  const [header, ...lines] = csv.split('\r\n');
  expect(header).toBe('Product,Brand,Category,SKU,Price,Discounted price,Qty,Stock,Status');
  expect(lines).toHaveLength(total);
  for (const line of lines) expect(line).toMatch(/,Games,.*,Published$/);
  for (const name of names) expect(csv).toContain(name);
  await expect(page.getByText(`${total} products exported.`)).toBeVisible();
});

test('selected products are deleted together after confirming', async ({ page }) => {
  await openAs(page, ADMIN, '/apps/ecommerce/product/list?q=a&sortBy=product&orderBy=asc');
  const table = page.getByRole('table', { name: 'Products' });
  const rows = table
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox') })
    .filter({ hasText: '$' });
  const first = (await rows.nth(0).getByRole('link').first().textContent()) ?? '';
  const second = (await rows.nth(1).getByRole('link').first().textContent()) ?? '';
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Delete 2 selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete the selected products?' });
  await expect(dialog).toContainText('2 products will be removed');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('2 products were deleted.')).toBeVisible();
  await expect(table.getByRole('link', { name: first, exact: true })).toHaveCount(0);
  await expect(table.getByRole('link', { name: second, exact: true })).toHaveCount(0);
});

test('a category is added in the side panel, and one that still has products cannot be deleted', async ({
  page,
}) => {
  await openAs(page, ADMIN, '/apps/ecommerce/product/category-list');
  await page.getByRole('button', { name: 'Add category' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add category' });
  await drawer.getByLabel('Title').fill('Garden Tools');
  await drawer.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Garden Tools was added.')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search categories' }).fill('garden');
  await expect(page).toHaveURL(/q=garden/);
  await page.getByRole('button', { name: 'Delete Garden Tools' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this category?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Garden Tools was deleted.')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search categories' }).fill('Shoes');
  await page.getByRole('button', { name: 'Delete Shoes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this category?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByText(/This category still has \d+ products?\./)).toBeVisible();
});
