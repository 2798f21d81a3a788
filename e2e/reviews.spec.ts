import type { Page } from '@playwright/test';
import { ADMIN, expect, openAs, test } from './support';

/** The pending count as the "pending vs published" chart announces it. */
async function pendingCount(page: Page): Promise<number> {
  const chart = page.getByRole('img', { name: /pending and .* published reviews/ });
  await expect(chart).toBeVisible();
  const label = (await chart.getAttribute('aria-label')) ?? '';
  return Number(/^(\d+) pending/.exec(label)?.[1]);
}

test('publishing a pending review lowers the pending count and leaves the pending list', async ({ page }) => {
  await openAs(page, ADMIN, '/apps/ecommerce/manage-review');
  const before = await pendingCount(page);
  expect(before).toBeGreaterThan(0);

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Pending', exact: true }).click();
  await expect(page).toHaveURL(/status=Pending/);

  const table = page.getByRole('table', { name: 'Reviews' });
  const publish = table.getByRole('button', { name: /^Publish the review by / }).first();
  await expect(publish).toBeVisible();
  const reviewer = ((await publish.getAttribute('aria-label')) ?? '').replace('Publish the review by ', '');
  await publish.click();

  await expect(page.getByText(`The review by ${reviewer} is published`)).toBeVisible();
  await expect.poll(() => pendingCount(page)).toBe(before - 1);

  // The list state survives a reload, and the count is the database's.
  await page.reload();
  await expect(page).toHaveURL(/status=Pending/);
  await expect.poll(() => pendingCount(page)).toBe(before - 1);
});

test('deleting a review asks first, then removes it', async ({ page }) => {
  await openAs(page, ADMIN, '/apps/ecommerce/manage-review');
  const table = page.getByRole('table', { name: 'Reviews' });
  await expect(page.getByText(/Showing 1 to 10 of \d+ reviews/)).toBeVisible();
  const total = Number(
    /of (\d+) reviews/.exec((await page.getByText(/Showing 1 to 10 of/).textContent()) ?? '')?.[1],
  );

  await table
    .getByRole('checkbox', { name: /^Select the review by / })
    .first()
    .check();
  await page.getByRole('button', { name: 'Delete selected (1)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete 1 review?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('1 review deleted')).toBeVisible();
  await expect(page.getByText(`Showing 1 to 10 of ${total - 1} reviews`)).toBeVisible();
});
