import type { Page } from '@playwright/test';
import { conflictDialog, editorOn, expectOneConflictRow } from './edit-conflict-support';
import { ADMIN, apiAs, expect, test } from './support';

type UserDetail = { id: number; company: string; version: number };

async function openEdit(page: Page) {
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Edit user information' });
  await expect(form.getByLabel('Company')).toBeVisible();
  return form;
}

async function saveCompany(page: Page, company: string) {
  const form = await openEdit(page);
  await form.getByLabel('Company').fill(company);
  await form.getByRole('button', { name: 'Save changes' }).click();
  return form;
}

test('two people edit one user: the second save shows what changed, then keeps theirs or takes the saved one', async ({
  browser,
  baseURL,
  request,
}) => {
  const api = await apiAs(request, ADMIN);
  const tag = Date.now().toString(36);
  const user = await api.send<UserDetail>('POST', '/apps/users', {
    fullName: `Conflict ${tag}`,
    username: `conflict.${tag}`,
    email: `conflict.${tag}@example.test`,
    role: 'author',
    currentPlan: 'team',
    company: 'Start Co',
  });
  const alice = await editorOn(browser, baseURL, `/apps/user/view/${user.id}`);
  const bob = await editorOn(browser, baseURL, `/apps/user/view/${user.id}`);

  // Both open the form on the same version; Alice saves first.
  const bobForm = await openEdit(bob);
  const aliceForm = await saveCompany(alice, 'Alpha Co');
  await expect(aliceForm).toBeHidden();

  await bobForm.getByLabel('Company').fill('Beta Co');
  await bobForm.getByRole('button', { name: 'Save changes' }).click();
  const conflict = await conflictDialog(bob);
  await expectOneConflictRow(conflict, /Company/, 'Beta Co', 'Alpha Co');
  await conflict.screenshot({ path: test.info().outputPath('conflict-dialog.png') });

  // Keep mine: saved over Alice's change, at the version the 409 answered.
  await conflict.getByRole('button', { name: 'Keep mine' }).click();
  await expect(conflict).toBeHidden();
  await expect(bobForm).toBeHidden();
  const kept = await api.get<UserDetail>(`/apps/users/${user.id}`);
  expect(kept.company).toBe('Beta Co');
  expect(kept.version).toBe(user.version + 2);

  // Again, and this time Bob takes what Alice saved.
  await alice.reload();
  await bob.reload();
  const bobAgain = await openEdit(bob);
  await expect(await saveCompany(alice, 'Gamma Co')).toBeHidden();
  await bobAgain.getByLabel('Company').fill('Delta Co');
  await bobAgain.getByRole('button', { name: 'Save changes' }).click();
  await expect(conflict).toBeVisible();
  await conflict.getByRole('button', { name: 'Take theirs' }).click();
  await expect(conflict).toBeHidden();
  await expect(bobAgain.getByLabel('Company')).toHaveValue('Gamma Co');
  expect((await api.get<UserDetail>(`/apps/users/${user.id}`)).company).toBe('Gamma Co');

  await alice.context().close();
  await bob.context().close();
});

type ProductDetail = { id: number; productBrand: string; version: number };

test('two people edit one product: the second save shows the changed brand, then keeps theirs or takes the saved one', async ({
  browser,
  baseURL,
  request,
}) => {
  const api = await apiAs(request, ADMIN);
  const tag = Date.now().toString(36);
  const { categories } = await api.get<{ categories: { id: number }[] }>('/apps/ecommerce/categories');
  const product = await api.send<ProductDetail>('POST', '/apps/ecommerce/products', {
    productName: `Conflict lamp ${tag}`,
    productBrand: 'Start',
    sku: `CONFLICT-${tag}`,
    price: 40,
    qty: 5,
    categoryId: categories[0]?.id,
  });
  const editor = () =>
    editorOn(browser, baseURL, `/apps/ecommerce/product/edit/${product.id}`, (page) =>
      expect(page.getByLabel('Brand')).toHaveValue(/./),
    );
  const saveBrand = async (page: Page, brand: string) => {
    await page.getByLabel('Brand').fill(brand);
    await page.getByRole('button', { name: 'Save changes' }).click();
  };
  const alice = await editor();
  const bob = await editor();

  // Alice saves first; Bob's save over the version he loaded answers 409.
  await saveBrand(alice, 'Alpha');
  await expect(alice.getByText(`Conflict lamp ${tag} was saved.`)).toBeVisible();
  await bob.getByRole('textbox', { name: 'Name', exact: true }).fill(`Conflict lamp ${tag} (Bob)`);
  await saveBrand(bob, 'Beta');
  const conflict = await conflictDialog(bob);
  // Only the brand differs: Bob's new name is no conflict, it is saved either way.
  await expectOneConflictRow(conflict, /Brand/, 'Beta', 'Alpha');

  await conflict.getByRole('button', { name: 'Keep mine' }).click();
  await expect(conflict).toBeHidden();
  await expect
    .poll(async () => (await api.get<ProductDetail>(`/apps/ecommerce/products/${product.id}`)).version)
    .toBe(product.version + 2);
  const kept = await api.get<ProductDetail & { productName: string }>(
    `/apps/ecommerce/products/${product.id}`,
  );
  expect(kept.productBrand).toBe('Beta');
  expect(kept.productName).toBe(`Conflict lamp ${tag} (Bob)`);

  // Again, and this time Bob takes what Alice saved: the form shows it, nothing more is written.
  await alice.reload();
  await expect(alice.getByLabel('Brand')).toHaveValue('Beta');
  await saveBrand(alice, 'Gamma');
  await expect
    .poll(async () => (await api.get<ProductDetail>(`/apps/ecommerce/products/${product.id}`)).productBrand)
    .toBe('Gamma');
  await saveBrand(bob, 'Delta');
  await expect(conflict).toBeVisible();
  await conflict.getByRole('button', { name: 'Take theirs' }).click();
  await expect(conflict).toBeHidden();
  await expect(bob.getByLabel('Brand')).toHaveValue('Gamma');
  expect((await api.get<ProductDetail>(`/apps/ecommerce/products/${product.id}`)).productBrand).toBe('Gamma');

  await alice.context().close();
  await bob.context().close();
});

type InvoiceAnswer = { invoice: { id: number; service: string; note: string; version: number } };

test('two people edit one invoice: the second save shows the changed service, and Keep mine saves what the second person typed', async ({
  browser,
  baseURL,
  request,
}) => {
  const api = await apiAs(request, ADMIN);
  const today = new Date().toISOString().slice(0, 10);
  const body = {
    clientId: 1,
    issuedDate: today,
    dueDate: today,
    service: 'Start',
    items: [{ item: 'Design', cost: 120, quantity: 2 }],
  };
  const { invoice } = await api.send<InvoiceAnswer>('POST', '/apps/invoice', body);
  const editor = () =>
    editorOn(browser, baseURL, `/apps/invoice/edit/${invoice.id}`, (page) =>
      expect(page.getByLabel('Service')).toHaveValue('Start'),
    );
  const alice = await editor();
  const bob = await editor();

  await alice.getByLabel('Service').fill('Alpha');
  await alice.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(alice).toHaveURL(new RegExp(`/apps/invoice/preview/${invoice.id}`));

  await bob.getByLabel('Service').fill('Beta');
  await bob.getByLabel('Note').fill('Bob was here');
  await bob.getByRole('button', { name: 'Save', exact: true }).click();
  const conflict = await conflictDialog(bob);
  await expectOneConflictRow(conflict, /Service/, 'Beta', 'Alpha');

  await conflict.getByRole('button', { name: 'Keep mine' }).click();
  await expect(bob).toHaveURL(new RegExp(`/apps/invoice/preview/${invoice.id}`));
  const saved = (await api.get<InvoiceAnswer>(`/apps/invoice/${invoice.id}`)).invoice;
  expect(saved.service).toBe('Beta');
  expect(saved.note).toBe('Bob was here');
  expect(saved.version).toBe(invoice.version + 2);

  await alice.context().close();
  await bob.context().close();
});
