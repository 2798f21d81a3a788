import type { APIRequestContext, Browser } from '@playwright/test';
import { ADMIN, apiAs, expect, openAs, signInFromStart, test } from './support';

/** A member of the role named `tag`, made through the API, signed in in a browser context of its own. */
async function signedInMember(browser: Browser, request: APIRequestContext, tag: string, fullName: string) {
  const admin = await apiAs(request, ADMIN);
  const member = { email: `${tag}@example.test`, password: 'amber-lantern-82' };
  await admin.send('POST', '/apps/users', {
    fullName,
    username: tag,
    email: member.email,
    role: tag,
    currentPlan: 'basic',
    password: member.password,
  });
  const context = await browser.newContext();
  const memberPage = await context.newPage();
  await signInFromStart(memberPage, member);
  return { member, memberPage, context };
}

test('an admin gives a role "read orders whose status is Delivered" and its member sees only delivered orders', async ({
  page,
  browser,
  request,
}) => {
  const tag = `delivered${Date.now()}`;
  await openAs(page, ADMIN, '/apps/roles');
  await page.getByRole('button', { name: 'Add new role' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add new role' });
  await dialog.getByRole('textbox', { name: 'Role name' }).fill(tag);

  // The condition: Orders, Read, status Delivered; the dialog says it in words.
  await dialog.getByRole('combobox', { name: 'Area' }).click();
  await page.getByRole('option', { name: 'Orders', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Right' }).click();
  await page.getByRole('option', { name: 'Read', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Status is one of' }).click();
  await page.getByRole('option', { name: 'Delivered', exact: true }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Add condition' }).click();
  const conditions = dialog.getByRole('list', { name: 'Conditions' });
  await expect(conditions.getByText('Can read orders whose status is Delivered')).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  // The role's card says it too.
  await expect(page.getByText('Can read orders whose status is Delivered').first()).toBeVisible();

  // A member of the role, made through the API.
  const { memberPage, context } = await signedInMember(browser, request, tag, 'Delivered Reader');
  await memberPage.goto('/apps/ecommerce/order/list');
  const table = memberPage.getByRole('table', { name: 'Orders' });
  await expect(table.getByText('Delivered', { exact: true }).first()).toBeVisible();
  for (const other of ['Dispatched', 'Out for Delivery', 'Ready to Pickup']) {
    await expect(table.getByText(other, { exact: true })).toHaveCount(0);
  }
  await context.close();
});

test('an admin gives a role "owner is me" on users and orders and its member sees only their own records', async ({
  page,
  browser,
  request,
}) => {
  const tag = `own${Date.now()}`;
  await openAs(page, ADMIN, '/apps/roles');
  await page.getByRole('button', { name: 'Add new role' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add new role' });
  await dialog.getByRole('textbox', { name: 'Role name' }).fill(tag);

  // Two conditions chosen as "Owner is me": read users, read orders; the dialog says each in words.
  for (const area of ['Users', 'Orders']) {
    await dialog.getByRole('combobox', { name: 'Area' }).click();
    await page.getByRole('option', { name: area, exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Right' }).click();
    await page.getByRole('option', { name: 'Read', exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Condition' }).click();
    await page.getByRole('option', { name: 'Owner is me', exact: true }).click();
    await expect(dialog.getByRole('combobox', { name: 'Status is one of' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Add condition' }).click();
  }
  const conditions = dialog.getByRole('list', { name: 'Conditions' });
  await expect(conditions.getByText('Can read users whose owner is me')).toBeVisible();
  await expect(conditions.getByText('Can read orders whose owner is me')).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Can read orders whose owner is me').first()).toBeVisible();

  // The role holds the placeholder, not the admin's id: each member gets their own records.
  const { member, memberPage, context } = await signedInMember(browser, request, tag, 'Own Reader');
  await memberPage.goto('/apps/user/list');
  const users = memberPage.getByRole('table', { name: 'Users' });
  await expect(users.getByText(member.email)).toBeVisible();
  await expect(users.getByRole('row').filter({ hasText: '@' })).toHaveCount(1);
  await expect(users.getByText(ADMIN.email)).toHaveCount(0);

  // A new member owns no order yet: the list that shows the admin every order shows them none.
  await memberPage.goto('/apps/ecommerce/order/list');
  const orders = memberPage.getByRole('table', { name: 'Orders' });
  await expect(orders.getByText('There are no orders yet')).toBeVisible();
  await expect(orders.getByRole('row').filter({ hasText: '#' })).toHaveCount(0);

  // The admin hands one order to the member on its page; it is then the one order the member sees.
  const admin = await apiAs(request, ADMIN);
  const [given] = (
    await admin.get<{ orders: { id: number; order: number }[] }>('/apps/ecommerce/orders?itemsPerPage=1')
  ).orders;
  await page.goto(`/apps/ecommerce/order/details/${given.id}`);
  const ownerCard = page.getByRole('region', { name: 'Owner', exact: true });
  await ownerCard.getByRole('button', { name: 'Change owner' }).click();
  const handOn = page.getByRole('dialog', { name: `Change the owner of order #${given.order}` });
  await handOn.getByRole('combobox', { name: 'Owner' }).fill('Own Reader');
  await page.getByRole('option', { name: 'Own Reader' }).click();
  await handOn.getByRole('button', { name: 'Save owner' }).click();
  await expect(handOn).toBeHidden();
  await expect(page.getByText(`Order #${given.order} now belongs to Own Reader.`)).toBeVisible();
  await expect(ownerCard.getByText('Own Reader')).toBeVisible();

  await memberPage.reload();
  await expect(orders.getByRole('row').filter({ hasText: `#${given.order}` })).toHaveCount(1);
  await expect(orders.getByRole('row').filter({ hasText: '#' })).toHaveCount(1);
  await context.close();
});

test('an admin gives a role "read customers whose country is France" and its member sees only French customers', async ({
  page,
  browser,
  request,
}) => {
  const tag = `france${Date.now()}`;
  await openAs(page, ADMIN, '/apps/roles');
  await page.getByRole('button', { name: 'Add new role' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add new role' });
  await dialog.getByRole('textbox', { name: 'Role name' }).fill(tag);

  await dialog.getByRole('combobox', { name: 'Area' }).click();
  await page.getByRole('option', { name: 'Customers', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Condition' }).click();
  await page.getByRole('option', { name: 'Country', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Country is one of' }).click();
  await page.getByRole('option', { name: 'France', exact: true }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Add condition' }).click();
  const conditions = dialog.getByRole('list', { name: 'Conditions' });
  await expect(conditions.getByText('Can read customers whose country is France')).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();

  const { memberPage, context } = await signedInMember(browser, request, tag, 'France Reader');
  await memberPage.goto('/apps/ecommerce/customer/list');
  const table = memberPage.getByRole('table', { name: 'Customers' });
  await expect(table.getByText('France', { exact: true }).first()).toBeVisible();
  for (const other of ['Australia', 'United States', 'China', 'Brazil']) {
    await expect(table.getByText(other, { exact: true })).toHaveCount(0);
  }
  await context.close();
});
