import { ADMIN, apiAs, expect, openAs, test } from './support';

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

test('the audit log names changed fields in words and filters by the user picked by name, kept in the URL', async ({
  page,
  request,
}) => {
  const api = await apiAs(request, ADMIN);
  const tag = Date.now().toString(36);
  const { categories } = await api.get<{ categories: { id: number }[] }>('/apps/ecommerce/categories');
  const body = {
    productName: `Audit lamp ${tag}`,
    sku: `AUDIT-${tag}`,
    price: 10,
    qty: 1,
    categoryId: categories[0]?.id,
  };
  const product = await api.send<{ id: number }>('POST', '/apps/ecommerce/products', body);
  await api.send('PUT', `/apps/ecommerce/products/${product.id}`, { ...body, productBrand: 'Lumen' });
  const { users } = await api.get<{ users: { id: number; fullName: string }[] }>('/apps/users', {
    q: 'admin@demo.com',
  });
  const admin = users[0];

  await openAs(page, ADMIN, `/apps/audit?table=products&recordId=${product.id}`);
  const entries = page.getByRole('table', { name: 'Audit entries' });
  const update = entries.getByRole('row').filter({ hasText: 'Changed' });
  await expect(update).toContainText('Brand: (empty)→Lumen');
  await expect(update).not.toContainText('brand:');

  const picker = page.getByRole('combobox', { name: 'User' });
  await picker.fill(admin.fullName);
  await page.getByRole('option', { name: admin.fullName }).click();
  await expect(page).toHaveURL(new RegExp(`actorId=${admin.id}`));
  await expect(update).toBeVisible();

  // Someone who never touched the product: nothing left; a reload keeps the choice, by name.
  await picker.fill('Jane Client');
  await page.getByRole('option', { name: 'Jane Client' }).click();
  await expect(page).not.toHaveURL(new RegExp(`actorId=${admin.id}(&|$)`));
  await expect(page.getByText('No entries match these filters')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Jane Client' })).toBeVisible();
  await expect(page.getByText('No entries match these filters')).toBeVisible();
});
