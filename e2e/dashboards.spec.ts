import type { Page } from '@playwright/test';
import { holdPageCode, hydrationErrors, markServerField } from './before-hydration';
import { ADMIN, type Api, apiAs, expect, expectDate, signInFromStart, statFigure, test } from './support';

type Order = { id: number; order: number; status: string; spent: number; payment: number };
const STATUSES = ['Dispatched', 'Out for Delivery', 'Ready to Pickup', 'Delivered'] as const;
const LABELS: Record<string, string> = {
  'Out for Delivery': 'Out for delivery',
  'Ready to Pickup': 'Ready to pick up',
};

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Two years to today: the dashboards' longest period, which holds every demo order. */
const ALL_TIME = `?from=${isoDay(Date.now() - 730 * DAY)}&to=${isoDay(Date.now())}`;

const userTotal = async (api: Api, status?: string) =>
  (await api.get<{ totalUsers: number }>('/apps/users', { itemsPerPage: 1, ...(status ? { status } : {}) }))
    .totalUsers;
const orders = (api: Api, query: Record<string, string | number> = {}) =>
  api.get<{ orders: Order[]; total: number }>('/apps/ecommerce/orders', { itemsPerPage: 1, ...query });

/** The CRM dashboard's headline figures, read as a person reads them. */
async function crmFigures(page: Page) {
  await page.goto('/dashboards/crm');
  await expect(page.getByRole('heading', { name: 'CRM dashboard', level: 1 })).toBeAttached();
  return {
    total: await statFigure(page, 'Total users'),
    active: await statFigure(page, 'Active users'),
    pending: await statFigure(page, 'Pending users'),
  };
}

/** The shop dashboard's totals and its orders-by-status donut (its label names every count). */
async function shopFigures(page: Page) {
  // Spec 000's /dashboards/ecommerce is the same page as /apps/ecommerce/dashboard.
  await page.goto(`/dashboards/ecommerce${ALL_TIME}`);
  await expect(page.getByRole('heading', { name: 'Shop dashboard', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/apps\/ecommerce\/dashboard\?from=/);
  const donut = page.getByRole('img', { name: /Dispatched: \d/ });
  const label = (await donut.getAttribute('aria-label')) ?? '';
  const byStatus: Record<string, number> = {};
  for (const status of STATUSES) {
    const shown = LABELS[status] ?? status;
    byStatus[status] = Number(new RegExp(`${shown}: ([\\d,]+)`).exec(label)?.[1].replace(/,/g, '') ?? 0);
  }
  return {
    revenue: await statFigure(page, 'Revenue'),
    orders: await statFigure(page, 'Orders'),
    customers: await statFigure(page, 'Customers'),
    products: await statFigure(page, 'Products'),
    byStatus,
  };
}

test('the CRM dashboard comes drawn by the server with the reader’s figures; the app hydrates it without a shift', async ({
  page,
  request,
}) => {
  const api = await apiAs(request, ADMIN);
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  // Signing in sets the page-session cookie (decision 021); the next load of the page is the server's,
  // as it is until the app's code (held here) has run.
  await signInFromStart(page, ADMIN);
  const release = await holdPageCode(page, '**/assets/index-*.js');
  await page.goto('/dashboards/crm', { waitUntil: 'commit' });
  const rendered = page.locator('#root[data-hydrate]');
  await expect(rendered.getByRole('heading', { name: 'CRM dashboard', level: 1 })).toBeVisible();
  await markServerField(rendered.getByRole('heading', { name: 'CRM dashboard', level: 1 }));
  expect(await statFigure(page, 'Total users')).toBe(await userTotal(api));
  expect(await statFigure(page, 'Pending users')).toBe(await userTotal(api, 'pending'));
  await page.evaluate(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        w.shifted += entry.value;
    }).observe({ type: 'layout-shift' });
  });
  const card = page.getByRole('heading', { name: 'Users by role' });
  const before = await card.boundingBox();
  release();
  await expect(rendered).toHaveCount(0);
  // Hydrated: the heading the server sent is the app's, and React found its tree as drawn.
  expect(await page.evaluate(() => (window as { serverField?: Element }).serverField?.isConnected)).toBe(
    true,
  );
  expect(hydrationErrors(errors)).toEqual([]);
  await expect(page.getByRole('img', { name: /^Bar chart of monthly sign-ups/ })).toBeVisible();
  expect(await card.boundingBox()).toEqual(before);
  expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThan(0.01);
});

test('the CRM dashboard counts a new pending user, and forgets it once deleted', async ({
  page,
  request,
}) => {
  const api = await apiAs(request, ADMIN);
  await signInFromStart(page, ADMIN);
  const before = await crmFigures(page);
  expect(before).toEqual({
    total: await userTotal(api),
    active: await userTotal(api, 'active'),
    pending: await userTotal(api, 'pending'),
  });

  const created = await api.send<{ id: number }>('POST', '/apps/users', {
    fullName: 'Dashboard Newcomer',
    username: 'dashboard.newcomer',
    email: 'dashboard.newcomer@example.com',
    role: 'subscriber',
    currentPlan: 'basic',
    status: 'pending',
  });
  try {
    expect(await crmFigures(page)).toEqual({
      total: before.total + 1,
      active: before.active,
      pending: before.pending + 1,
    });
    await expect(page.getByText('Dashboard Newcomer', { exact: true })).toBeVisible();
    // The activity timeline shows the write too.
    await expect(page.getByTestId('crm-activity').getByText('Dashboard Newcomer joined')).toBeVisible();
  } finally {
    await api.send('DELETE', `/apps/users/${created.id}`);
  }
  expect(await crmFigures(page)).toEqual(before);
  await expect(page.getByText('Dashboard Newcomer')).toHaveCount(0);
});

test('the shop dashboard follows a status change and a deleted order, and matches the API', async ({
  page,
  request,
}) => {
  test.slow();
  const api = await apiAs(request, ADMIN);
  await signInFromStart(page, ADMIN);
  const before = await shopFigures(page);
  expect(before.orders).toBe((await orders(api)).total);
  for (const status of STATUSES) expect(before.byStatus[status]).toBe((await orders(api, { status })).total);
  const customers = await api.get<{ total: number }>('/apps/ecommerce/customers', { itemsPerPage: 1 });
  const products = await api.get<{ total: number }>('/apps/ecommerce/products', { itemsPerPage: 1 });
  expect(before.customers).toBe(customers.total);
  expect(before.products).toBe(products.total);

  // A dispatched order is delivered: one moves from one status to the other, nothing else changes.
  const [dispatched] = (await orders(api, { status: 'Dispatched' })).orders;
  await api.send('PATCH', `/apps/ecommerce/orders/${dispatched.id}/status`, { status: 'Delivered' });
  const moved = await shopFigures(page);
  expect(moved.byStatus).toEqual({
    ...before.byStatus,
    Dispatched: before.byStatus.Dispatched - 1,
    Delivered: before.byStatus.Delivered + 1,
  });
  expect(moved.orders).toBe(before.orders);
  expect(moved.revenue).toBeCloseTo(before.revenue, 2);

  // A paid order is deleted: one order fewer, its status one fewer, its amount out of the revenue.
  const [paid] = (await orders(api, { payment: 1, sortBy: 'order', orderBy: 'asc' })).orders;
  await api.send('DELETE', `/apps/ecommerce/orders/${paid.id}`);
  const after = await shopFigures(page);
  expect(after.orders).toBe(moved.orders - 1);
  expect(after.byStatus[paid.status]).toBe(moved.byStatus[paid.status] - 1);
  expect(after.revenue).toBeCloseTo(moved.revenue - paid.spent, 2);
  expect(after.orders).toBe((await orders(api)).total);
});

/** The CRM dashboard's figures of a period, once its cards have loaded. */
async function crmSales(page: Page, range: string) {
  await page.goto(`/dashboards/crm${range}`);
  await expect(page.getByTestId('crm-dashboard')).toHaveAttribute('aria-busy', 'false');
  return {
    orders: await statFigure(page, 'Orders'),
    sales: await statFigure(page, 'Sales'),
    revenue: await statFigure(page, 'Revenue'),
  };
}

async function shopRevenue(page: Page, range: string) {
  await page.goto(`/apps/ecommerce/dashboard${range}`);
  await expect(page.getByTestId('shop-dashboard')).toHaveAttribute('aria-busy', 'false');
  return { orders: await statFigure(page, 'Orders'), revenue: await statFigure(page, 'Revenue') };
}

test('an order change moves the CRM and shop figures of the period; the period lives in the URL', async ({
  page,
  request,
}) => {
  test.slow();
  const api = await apiAs(request, ADMIN);
  await signInFromStart(page, ADMIN);
  const range = `?from=${isoDay(Date.now() - 89 * DAY)}&to=${isoDay(Date.now())}`;
  const newestPaid = async () =>
    (await orders(api, { payment: 1, sortBy: 'date', orderBy: 'desc' })).orders[0];
  const order = await newestPaid();
  const { items } = await api.get<{ items: { id: number; qty: number }[] }>(
    `/apps/ecommerce/orders/${order.id}`,
  );
  const crmBefore = await crmSales(page, range);
  const shopBefore = await shopRevenue(page, range);
  expect(shopBefore.orders).toBe(crmBefore.orders);
  expect(shopBefore.revenue).toBeCloseTo(crmBefore.revenue, 2);

  // One more unit on the newest paid order: its amount grows, and so do the period's sales and revenue.
  await api.send('PATCH', `/apps/ecommerce/orders/${order.id}/items/${items[0].id}`, {
    qty: items[0].qty + 1,
  });
  try {
    const changed = await newestPaid();
    expect(changed.id).toBe(order.id);
    const delta = changed.spent - order.spent;
    expect(delta).toBeGreaterThan(0);
    const crmAfter = await crmSales(page, range);
    expect(crmAfter.orders).toBe(crmBefore.orders);
    expect(crmAfter.sales).toBeCloseTo(crmBefore.sales + delta, 2);
    expect(crmAfter.revenue).toBeCloseTo(crmBefore.revenue + delta, 2);
    const shopAfter = await shopRevenue(page, range);
    expect(shopAfter.revenue).toBeCloseTo(shopBefore.revenue + delta, 2);
    expect(shopAfter.orders).toBe(shopBefore.orders);
  } finally {
    await api.send('PATCH', `/apps/ecommerce/orders/${order.id}/items/${items[0].id}`, { qty: items[0].qty });
  }

  // Another period: the URL says it, the cards reload with its figures and the preset shows as chosen.
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  const from = isoDay(Date.now() - 6 * DAY);
  const to = isoDay(Date.now());
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('shop-dashboard')).toHaveAttribute('aria-busy', 'false');
  const week = await api.get<{ totals: { orders: number } }>('/apps/ecommerce/dashboard', { from, to });
  await expect.poll(() => statFigure(page, 'Orders')).toBe(week.totals.orders);
  await expectDate(page.getByRole('group', { name: 'From', exact: true }), from);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');

  // The CRM's change chips say how the period compares with the one before.
  await page.goto(`/dashboards/crm${range}`);
  await expect(page.getByTestId('crm-dashboard')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('change-chip').first()).toHaveAttribute(
    'aria-label',
    /compared with the previous period/,
  );
});
