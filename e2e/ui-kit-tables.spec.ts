import { readFile } from 'node:fs/promises';
import type { SalesDetail } from '../packages/contracts/src/datatable.ts';
import { ADMIN, apiAs, CLIENT, expect, openAs, test } from './support';

const money = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);

test('the data table searches, sorts, selects two sales and exports them as CSV', async ({
  page,
  request,
}) => {
  const api = await apiAs(request, ADMIN);
  const sales = await api.get<SalesDetail[]>('/pages/datatable');
  expect(sales.length).toBeGreaterThan(2);
  await openAs(page, ADMIN, '/tables/data-table');
  const table = page.getByRole('table', { name: 'Recent sales' });
  await expect(page.getByText(`Showing 1 to 10 of ${sales.length} sales`)).toBeVisible();

  // Search by the category of the newest sale: the rows that hold the text anywhere searched.
  const text = sales[0].product.category;
  const matches = sales.filter((s) =>
    [s.product.name, s.product.brand, s.product.category, s.buyer.name].some((v) =>
      v.toLowerCase().includes(text.toLowerCase()),
    ),
  );
  await page.getByRole('searchbox', { name: 'Search sales' }).fill(text);
  const shown = Math.min(10, matches.length);
  await expect(page.getByText(`Showing 1 to ${shown} of ${matches.length} sales`)).toBeVisible();

  // Sort by total, smallest first.
  await table.getByRole('button', { name: 'Total' }).click();
  await expect(table.getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'ascending');
  const sorted = [...matches].sort((a, b) => a.payment.total - b.payment.total);
  const bodyRows = table.getByRole('rowgroup').nth(1).getByRole('row');
  await expect(bodyRows.first()).toContainText(money(sorted[0].payment.total));

  // Select the first two rows and export them.
  const boxes = table.getByRole('checkbox', { name: 'Select row' });
  const chosen = Math.min(2, matches.length);
  for (let i = 0; i < chosen; i += 1) await boxes.nth(i).check();
  await expect(page.getByText(`${chosen} selected`)).toBeVisible();
  const firstNames = await Promise.all(
    [0, 1]
      .slice(0, chosen)
      .map(async (i) => (await bodyRows.nth(i).getByRole('paragraph').first().textContent()) ?? ''),
  );

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^sales-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await file.path())).toString('utf8').replace(/^\uFEFF/, '');
  const [header, ...lines] = csv.split('\r\n');
  expect(header).toBe(
    'Product,Brand,Category,Price,Free shipping,Rating,Date,Buyer,Total,Paid,Payment,Status',
  );
  expect(lines).toHaveLength(chosen);
  for (const [i, line] of lines.entries()) {
    expect(line).toContain(text);
    expect(line.startsWith(firstNames[i].includes(',') ? `"${firstNames[i]}` : firstNames[i])).toBe(true);
  }
  await expect(page.getByText(`${chosen} ${chosen === 1 ? 'sale' : 'sales'} exported`)).toBeVisible();
});

test('the data table says so to someone who may not read orders', async ({ page }) => {
  await openAs(page, CLIENT, '/tables/data-table');
  await expect(page.getByText('You cannot see the sales')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Recent sales' })).toHaveCount(0);
});
