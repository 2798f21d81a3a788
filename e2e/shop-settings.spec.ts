import { ADMIN, expect, openAs, test } from './support';

test('a changed store setting is saved and still there after a reload', async ({ page }) => {
  await openAs(page, ADMIN, '/apps/ecommerce/settings');
  const name = page.getByRole('textbox', { name: 'Store name' });
  await expect(name).toHaveValue(/.+/);
  await name.fill('Playwright Boutique');
  await page.getByRole('textbox', { name: 'City' }).fill('Lyon');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Store details saved')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Store name' })).toHaveValue('Playwright Boutique');
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Lyon');
});

test('the section is in the URL, a bad value is refused, and unsaved changes ask before leaving', async ({
  page,
}) => {
  await openAs(page, ADMIN, '/apps/ecommerce/settings');
  await page.getByRole('tab', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/section=checkout/);
  const tipping = page.getByRole('switch', { name: 'Show tipping options at checkout' });
  const was = await tipping.isChecked();
  await tipping.setChecked(!was);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Checkout saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Show tipping options at checkout' })).toBeChecked({
    checked: !was,
  });

  await page.getByRole('tab', { name: 'Store details' }).click();
  await page.getByRole('textbox', { name: 'Time zone' }).fill('not a zone!');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Must be a time zone such as Europe/Paris')).toBeVisible();

  await page.getByRole('tab', { name: 'Payments' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).not.toHaveURL(/section=payments/);
  await page.getByRole('tab', { name: 'Payments' }).click();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/section=payments/);
});
