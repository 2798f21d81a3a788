import type { CrmDashboardAnswer, EcommerceDashboardAnswer } from '@app/contracts';
import { ADMIN, apiAs, expect, openAs, pageErrors, statFigure, test } from './support';

const money = (n: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(n);
const number = (n: number) => new Intl.NumberFormat('en').format(n);

test('the cards catalogue opens its five pages, each over the seed’s real figures, and a card’s refresh, remove and undo work', async ({
  page,
  request,
}) => {
  const errors = pageErrors(page, { console: true });
  const api = await apiAs(request, ADMIN);
  const shop = await api.get<EcommerceDashboardAnswer>('/apps/ecommerce/dashboard');
  const crm = await api.get<CrmDashboardAnswer>('/dashboard/crm');
  // The seed has orders, users and sign-ups: the pages below must show them, not zeros.
  expect(shop.totals.orders).toBeGreaterThan(0);
  expect(shop.salesByCountry.length).toBeGreaterThan(0);
  expect(crm.totals.users).toBeGreaterThan(0);

  await openAs(page, ADMIN, '/pages/cards');
  await expect(page.getByRole('heading', { name: 'Cards', level: 1 })).toBeVisible();
  const open = async (title: string) => {
    await page.getByRole('link', { name: `Open ${title}` }).click();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  };
  const back = async () => {
    await page.getByRole('link', { name: 'All cards' }).first().click();
    await expect(page).toHaveURL(/\/pages\/cards$/);
  };

  await open('Basic cards');
  await expect(page).toHaveURL(/\/pages\/cards\/basic$/);
  await expect(page.getByRole('region', { name: 'SectionCard', exact: true })).toContainText(
    number(crm.totals.users),
  );
  await expect(page.getByRole('region', { name: 'SectionCard · action' })).toContainText(
    money(shop.totals.revenue),
  );
  await expect(page.getByText('No such card')).toBeVisible();
  await back();

  await open('Advanced cards');
  const countries = page.getByRole('region', { name: 'CountryFiguresList' }).getByRole('listitem');
  await expect(countries).toHaveCount(Math.min(5, shop.salesByCountry.length));
  await expect(countries.first()).toContainText(money(shop.salesByCountry[0]?.revenue ?? 0));
  await expect(page.getByText(crm.recentUsers?.[0]?.fullName ?? '').first()).toBeVisible();
  await expect(page.getByText(`Order #${shop.recentOrders?.[0]?.order}:`)).toBeVisible();
  await back();

  await open('Statistics cards');
  expect(await statFigure(page, 'Revenue')).toBeCloseTo(shop.totals.revenue, 2);
  expect(await statFigure(page, 'Orders')).toBe(shop.totals.orders);
  expect(await statFigure(page, 'Sign-ups this month')).toBe(crm.signups.thisMonth);
  await expect(page.getByRole('list', { name: 'Users by status' })).toContainText(number(crm.totals.active));
  await back();

  await open('Widget cards');
  const revenue = shop.revenueByMonth.reduce((sum, m) => sum + m.revenue, 0);
  await expect(page.getByRole('img', { name: `Revenue per month, ${money(revenue)} in all` })).toBeVisible();
  // The header menu switches the bars to orders.
  await page.getByRole('button', { name: 'What the bars show' }).click();
  await page.getByRole('menuitemradio', { name: 'Orders' }).click();
  const orders = shop.revenueByMonth.reduce((sum, m) => sum + m.orders, 0);
  await expect(page.getByRole('img', { name: `Orders per month, ${number(orders)} in all` })).toBeVisible();
  const delivered = shop.ordersByStatus.find((s) => s.status === 'Delivered')?.count ?? 0;
  await expect(page.getByRole('img', { name: new RegExp(`Delivered: ${delivered}`) })).toBeVisible();
  await back();

  await open('Cards with actions');
  const shopCard = page.getByRole('region', { name: 'ActionCard' }).first();
  await expect(shopCard).toContainText(money(shop.totals.revenue));
  // Refresh asks the server again.
  const refetch = page.waitForResponse(
    (r) => r.url().includes('/api/apps/ecommerce/dashboard') && r.request().method() === 'GET',
  );
  await page.getByRole('button', { name: 'Actions of Shop this period' }).click();
  await page.getByRole('menuitem', { name: 'Refresh' }).click();
  expect((await refetch).status()).toBe(200);
  // Remove takes it off the page; the toast's Undo brings it back.
  await page.getByRole('button', { name: 'Actions of Shop this period' }).click();
  await page.getByRole('menuitem', { name: 'Remove' }).click();
  await expect(page.getByRole('heading', { name: 'Shop this period' })).toHaveCount(0);
  await expect(page.getByText('1 card removed from this page.')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('heading', { name: 'Shop this period' })).toBeVisible();
  await expect(page.getByText('No card removed from this page.')).toBeVisible();

  // A name that is not one of the five is not a page.
  await page.goto('/pages/cards/nope');
  await expect(page.getByText('Page Not Found')).toBeVisible();
  expect(errors).toEqual([]);
});
