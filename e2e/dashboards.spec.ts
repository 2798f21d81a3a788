import type { Page } from '@playwright/test';
import { ADMIN, type Api, apiAs, expect, signInFromStart, statFigure, test } from './support';

type Order = { id: number; order: number; status: string; spent: number; payment: number };
const STATUSES = ['Dispatched', 'Out for Delivery', 'Ready to Pickup', 'Delivered'] as const;
const LABELS: Record<string, string> = {
  'Out for Delivery': 'Out for delivery',
  'Ready to Pickup': 'Ready to pick up',
};

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
  await page.goto('/dashboards/ecommerce');
  await expect(page.getByRole('heading', { name: 'Shop dashboard', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/apps\/ecommerce\/dashboard$/);
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
    await expect(page.getByText('Dashboard Newcomer')).toBeVisible();
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
