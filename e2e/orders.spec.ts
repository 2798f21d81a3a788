import { ADMIN, expect, openAs, pageErrors, test } from './support';

test('an admin changes an order’s status and sees it at the top of its timeline', async ({ page }) => {
  await openAs(page, ADMIN, '/apps/ecommerce/order/list');
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  // Only orders that are not delivered yet, so "Delivered" is a real change.
  await page.getByRole('combobox', { name: 'Order status' }).click();
  await page.getByRole('option', { name: 'Dispatched', exact: true }).click();
  await expect(page).toHaveURL(/status=Dispatched/);
  // The previous page stays on screen while the filtered one loads: read it only once it is there.
  await expect(table.locator('xpath=ancestor::*[@aria-busy="true"]')).toHaveCount(0);
  await expect(table.getByText('Dispatched', { exact: true }).first()).toBeVisible();

  const firstOrder = table.getByRole('link', { name: /^#\d+$/ }).first();
  const number = (await firstOrder.textContent())?.replace('#', '') ?? '';
  await firstOrder.click();
  await expect(page.getByRole('heading', { name: `Order #${number}`, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Change status' }).click();
  const dialog = page.getByRole('dialog', { name: `Change the status of order #${number}` });
  await dialog.getByRole('combobox', { name: 'New status' }).click();
  await page.getByRole('option', { name: 'Delivered', exact: true }).click();
  await dialog.getByLabel('Note (optional)').fill('Left with the neighbour');
  await dialog.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByText(`Order #${number} is now Delivered.`)).toBeVisible();

  const timeline = page.getByRole('list', { name: 'Status history' });
  const latest = timeline.getByRole('listitem').first();
  await expect(latest).toContainText('Status changed to Delivered');
  await expect(latest).toContainText('Left with the neighbour');
  await expect(latest).toContainText('by John Doe');

  // It is stored: after a reload the timeline still starts with the change.
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Status history' }).getByRole('listitem').first(),
  ).toContainText('Status changed to Delivered');
});

test('an admin deletes an order after confirming and no longer finds it', async ({ page }) => {
  await openAs(page, ADMIN, '/apps/ecommerce/order/list');
  const table = page.getByRole('table', { name: 'Orders' });
  const firstOrder = table.getByRole('link', { name: /^#\d+$/ }).first();
  const number = (await firstOrder.textContent())?.replace('#', '') ?? '';
  await table.getByRole('button', { name: `Delete order #${number}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete this order?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText(`Order #${number} was deleted.`)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(number);
  // A number-like search stays plain text in the URL, and a reload keeps it.
  await expect(page).toHaveURL(new RegExp(`q=${number}(&|$)`));
  await expect(table.getByRole('link', { name: `#${number}`, exact: true })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search orders' })).toHaveValue(number);
});

test('an admin ticks two orders and deletes them together after confirming', async ({ page }) => {
  await openAs(page, ADMIN, '/apps/ecommerce/order/list?page=3');
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await table.getByRole('row').nth(1).getByRole('checkbox').check();
  await table.getByRole('row').nth(2).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Delete selected (2)' }).click();
  await page
    .getByRole('dialog', { name: 'Delete 2 orders?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('2 orders were deleted.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Delete selected/ })).toHaveCount(0);
});

test('the order list drawn by the server in another mode is drawn by the app, even when the app’s code is there before the page is read', async ({
  page,
}) => {
  const errors = pageErrors(page);
  // Signed in with the page-session cookie (decision 021); a first visit in light English puts the
  // app's code in the browser's cache and writes that view into the view cookie.
  await openAs(page, ADMIN, '/apps/ecommerce/order/list');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(page.locator('#root[data-hydrate]')).toHaveCount(0);
  // The reader now reads Arabic: the server still draws the page in light English, which is hidden.
  await page.evaluate(() => localStorage.setItem('yunkong-language', '"ar"'));
  // A page read slowly (a loaded machine, a long render): the reading stops before the render for a
  // moment, while the app, started at once for a render that is not the reader's, comes from the cache.
  await page.route('**/reading-pause.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  await page.route('**/apps/ecommerce/order/list', async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    expect(html).toContain('<meta name="ssr-view" content="en.');
    await route.fulfill({
      response,
      body: html.replace(
        '<div id="root" data-hydrate>',
        '<script src="/reading-pause.js"></script><div id="root" data-hydrate>',
      ),
    });
  });
  await page.goto('/apps/ecommerce/order/list');
  await expect(page.getByRole('heading', { name: 'الطلبات', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(errors).toEqual([]);
});
