import { ADMIN, apiAs, expect, openAs, signInFromStart, test } from './support';

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
  const admin = await apiAs(request, ADMIN);
  const member = { email: `${tag}@example.test`, password: 'amber-lantern-82' };
  await admin.send('POST', '/apps/users', {
    fullName: 'Delivered Reader',
    username: tag,
    email: member.email,
    role: tag,
    currentPlan: 'basic',
    password: member.password,
  });

  const context = await browser.newContext();
  const memberPage = await context.newPage();
  await signInFromStart(memberPage, member);
  await memberPage.goto('/apps/ecommerce/order/list');
  const table = memberPage.getByRole('table', { name: 'Orders' });
  await expect(table.getByText('Delivered', { exact: true }).first()).toBeVisible();
  for (const other of ['Dispatched', 'Out for Delivery', 'Ready to Pickup']) {
    await expect(table.getByText(other, { exact: true })).toHaveCount(0);
  }
  await context.close();
});
