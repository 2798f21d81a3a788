import { ADMIN, type Api, apiAs, expect, openAs, statFigure, test } from './support';

type Referral = { user: string; email: string; status: string; earning: string };
type ReferralList = { referrals: Referral[]; total: number };
type Query = Record<string, string | number>;

const list = (api: Api, query: Query = {}) =>
  api.get<ReferralList>('/apps/ecommerce/referrals', { itemsPerPage: 10, ...query });

test('the referral list shows the seeded referrals and keeps search, status, sort and page in the URL', async ({
  page,
  request,
}) => {
  test.slow();
  const api = await apiAs(request, ADMIN);
  const all = await list(api);
  const stats = await api.get<{ signups: number }>('/apps/ecommerce/referrals/stats');
  expect(all.total).toBeGreaterThan(10);

  await openAs(page, ADMIN, '/apps/ecommerce/referrals');
  const table = page.getByRole('table', { name: 'Referred users' });
  const rows = table.getByRole('row').filter({ hasText: '@' });
  await expect(page.getByText(`Showing 1 to 10 of ${all.total} referrals`)).toBeVisible();
  expect(await statFigure(page, 'Sign-ups')).toBe(stats.signups);
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText(all.referrals[0].email);

  // Page 2 shows what the API has on page 2.
  const second = await list(api, { page: 2 });
  await page.getByRole('button', { name: 'Go to page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(rows.first()).toContainText(second.referrals[0].email);

  // A status filter starts again from page 1 and shows only that status.
  const paid = await list(api, { status: 'Paid' });
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Paid', exact: true }).click();
  await expect(page).toHaveURL(/status=Paid/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByText(new RegExp(`of ${paid.total} referrals$`))).toBeVisible();
  for (const row of await rows.all()) await expect(row).toContainText('Paid');

  // Sorting by earnings: the column header toggles ascending, then descending.
  const cheapest = await list(api, { status: 'Paid', sortBy: 'earning', orderBy: 'asc' });
  const dearest = await list(api, { status: 'Paid', sortBy: 'earning', orderBy: 'desc' });
  await page.getByRole('columnheader', { name: 'Earnings' }).click();
  await expect(page).toHaveURL(/sortBy=earning/);
  await expect(rows.first()).toContainText(cheapest.referrals[0].earning);
  await page.getByRole('columnheader', { name: 'Earnings' }).click();
  await expect(page).toHaveURL(/orderBy=desc/);
  await expect(rows.first()).toContainText(dearest.referrals[0].earning);

  // A search by name narrows the paid referrals to that person.
  const name = paid.referrals[0].user.split(' ')[0];
  const found = await list(api, { status: 'Paid', q: name, sortBy: 'earning', orderBy: 'desc' });
  await page.getByRole('searchbox', { name: 'Search referrals' }).fill(name);
  await expect(page).toHaveURL(new RegExp(`q=${name}`));
  await expect(page.getByText(new RegExp(`of ${found.total} referrals?$`))).toBeVisible();
  await expect(rows.first()).toContainText(found.referrals[0].email);
  for (const row of await rows.all()) await expect(row).toContainText(new RegExp(name, 'i'));

  // A reload keeps everything.
  const before = Object.fromEntries(new URL(page.url()).searchParams);
  await page.reload();
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual(before);
  await expect(page.getByRole('searchbox', { name: 'Search referrals' })).toHaveValue(name);
  await expect(page.getByRole('combobox', { name: 'Status' })).toContainText('Paid');
  await expect(page.getByText(new RegExp(`of ${found.total} referrals?$`))).toBeVisible();

  // Clearing the filters from the empty state brings the whole list back.
  await page.getByRole('searchbox', { name: 'Search referrals' }).fill('nobody-is-called-this');
  await expect(page.getByText('No referrals match these filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/status=|q=/);
  await expect(page.getByText(new RegExp(`of ${all.total} referrals$`))).toBeVisible();
});

test('a bigger page size shows more referrals and is kept in the URL', async ({ page, request }) => {
  const { total } = await list(await apiAs(request, ADMIN));
  await openAs(page, ADMIN, '/apps/ecommerce/referrals');
  await page.getByRole('combobox', { name: 'Show' }).click();
  await page.getByRole('option', { name: '25', exact: true }).click();
  await expect(page).toHaveURL(/itemsPerPage=25/);
  const shown = Math.min(25, total);
  await expect(page.getByText(`Showing 1 to ${shown} of ${total} referrals`)).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Referred users' }).getByRole('row').filter({ hasText: '@' }),
  ).toHaveCount(shown);
});

test.describe('the referral link', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('is copied to the clipboard with the signed-in person’s code', async ({ page }) => {
    await openAs(page, ADMIN, '/apps/ecommerce/referrals');
    const field = page.getByRole('textbox', { name: 'Referral link' });
    await expect(field).toHaveValue(/\/register\?ref=johndoe$/);
    await page.getByRole('button', { name: 'Copy the link' }).click();
    await expect(page.getByText('Link copied to the clipboard').first()).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await field.inputValue());
  });
});
