import { ADMIN, expect as baseExpect, openAs, test, typeDate } from './support';

const expect = baseExpect.configure({ timeout: 20_000 });

test('the create-deal wizard refuses an empty step, keeps values going back, creates the deal, and the list finds it', async ({
  page,
}) => {
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  await openAs(page, ADMIN, '/wizard-examples/create-deal');
  await expect(page.getByRole('heading', { name: 'Create a deal', level: 1 })).toBeVisible();

  // Step 1 untouched: refused, each field says why.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Choose one', { exact: true })).toBeVisible();
  await expect(page.getByText("Choose one of the shop's countries")).toBeVisible();

  await page.getByLabel('Deal type').click();
  await page.getByRole('option', { name: 'Percentage' }).click();
  await page.getByLabel('Discount').fill('150');
  await page.getByLabel('Region').click();
  await page.getByRole('option', { name: 'France' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  // The value's check depends on the type.
  await expect(page.getByText('A whole percentage from 1 to 100', { exact: true }).last()).toBeVisible();
  await page.getByLabel('Discount').fill('25');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2 empty: refused.
  await expect(page.getByLabel('Title')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Choose at least one product')).toBeVisible();
  await page.getByLabel('Title').fill('Journey deal');
  await page.getByLabel('Code').fill(code.toLowerCase());
  await page.getByLabel('Products').fill('a');
  await page.getByRole('option').first().click();
  await typeDate(page.getByRole('group', { name: 'Start date' }), '2026-01-01');
  await typeDate(page.getByRole('group', { name: 'End date' }), '2025-12-31');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Must be after the start date')).toBeVisible();
  await typeDate(page.getByRole('group', { name: 'End date' }), '2099-12-31');
  await page.getByRole('button', { name: 'Next' }).click();

  // Back keeps what was typed, on both earlier steps.
  await expect(page.getByLabel('Maximum uses')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('Journey deal');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Discount')).toHaveValue('25');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Maximum uses').fill('');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Enter a number')).toBeVisible();
  await page.getByLabel('Maximum uses').fill('50');
  await page.getByLabel('Tell customers by e-mail').check();
  await page.getByRole('button', { name: 'Next' }).click();

  // The review shows the deal as it will be stored.
  await expect(page.getByRole('heading', { name: 'Review the deal' })).toBeVisible();
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  await expect(page.getByText('25% off')).toBeVisible();
  await page.getByRole('button', { name: 'Create deal' }).click();
  const done = page.getByRole('status').filter({ hasText: 'created' });
  await expect(done).toContainText('Deal “Journey deal” created');

  // The list finds it, active, and deletes it behind a confirmation.
  await done.getByRole('link', { name: 'See it in the deal list' }).click();
  await expect(page.getByRole('heading', { name: 'Deals', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('Journey deal');
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: 'Delete Journey deal' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText('There are no deals yet').or(page.getByText('No deal matches this search')),
  ).toBeVisible();
});

test('a second deal with the same code is refused on the code field, and the step that holds it opens', async ({
  page,
}) => {
  await openAs(page, ADMIN, '/wizard-examples/create-deal');
  await page.getByLabel('Deal type').click();
  await page.getByRole('option', { name: 'Free shipping' }).click();
  await expect(page.getByText('This type of deal needs no value.')).toBeVisible();
  await page.getByLabel('Region').click();
  await page.getByRole('option', { name: 'France' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Title').fill('Copy of spring');
  await page.getByLabel('Code').fill('SPRING-20');
  await page.getByLabel('Products').fill('a');
  await page.getByRole('option').first().click();
  await typeDate(page.getByRole('group', { name: 'End date' }), '2099-12-31');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Create deal' }).click();
  await expect(page.getByText('Another deal uses this code')).toBeVisible();
  await expect(page.getByLabel('Code')).toBeVisible();
});
