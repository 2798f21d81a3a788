import { ADMIN, expect, openAs, test } from './support';

test('an admin deletes a product, finds the deletion in the audit log, restores it and sees it listed again', async ({
  page,
}) => {
  await openAs(page, ADMIN, '/apps/ecommerce/product/list?q=e&sortBy=product&orderBy=desc');
  const products = page.getByRole('table', { name: 'Products' });
  const link = products.getByRole('row').filter({ hasText: '$' }).first().getByRole('link').first();
  const name = ((await link.textContent()) ?? '').trim();
  const id = /\/edit\/(\d+)/.exec((await link.getAttribute('href')) ?? '')?.[1];
  expect(id).toBeTruthy();

  await products.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${name} was deleted.`)).toBeVisible();

  await page.goto(`/apps/audit?table=products&recordId=${id}`);
  const entries = page.getByRole('table', { name: 'Audit entries' });
  const deletion = entries.getByRole('row').filter({ hasText: 'Deleted' });
  await expect(deletion).toContainText(`Products #${id}`);
  await deletion.getByRole('button', { name: `Restore Products #${id}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Restore this deleted record?' });
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText(/records? restored/)).toBeVisible();
  await expect(deletion.getByRole('button', { name: `Restore Products #${id}` })).toHaveCount(0);

  await page.goto(`/apps/ecommerce/product/list?q=${encodeURIComponent(name)}`);
  await expect(products.getByRole('link', { name, exact: true })).toBeVisible();
});
