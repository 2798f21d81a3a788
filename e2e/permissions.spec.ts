import type { Page } from '@playwright/test';
import { ADMIN, expect, openAs, test } from './support';

const NAME = 'Playwright Export Reports';
const RENAMED = 'Playwright Export Sales Reports';

/** Finds the permission's row the way a person would: by searching its name. */
async function searchFor(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search permissions' }).fill(text);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`));
}

async function pickRole(page: Page, dialogName: string, role: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('combobox', { name: 'Assigned to roles' }).click();
  await page.getByRole('option', { name: role, exact: true }).click();
  await expect(dialog.getByRole('button', { name: role, exact: true })).toBeVisible();
}

test('an admin adds, edits and deletes a permission, and each change survives a reload', async ({ page }) => {
  test.slow();
  await openAs(page, ADMIN, '/apps/permissions');
  const table = page.getByRole('table', { name: 'Permissions List' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  // Add: a name, one role, one right.
  await page.getByRole('button', { name: 'Add permission' }).click();
  const add = page.getByRole('dialog', { name: 'Add new permission' });
  await add.getByLabel('Permission name').fill(NAME);
  await pickRole(page, 'Add new permission', 'Subscriber');
  await add.getByRole('checkbox', { name: 'Read Reviews' }).check();
  await add.getByRole('button', { name: 'Create permission' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByText(`The permission “${NAME}” was added.`)).toBeVisible();

  await searchFor(page, NAME);
  const added = table.getByRole('row', { name: new RegExp(NAME) });
  await expect(added).toContainText('Subscriber');
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search permissions' })).toHaveValue(NAME);
  await expect(added).toContainText('Subscriber');
  await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();

  // Edit: the dialog starts from what was stored, and warns that every holder of its roles is affected.
  await added.getByRole('button', { name: `Edit ${NAME}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit permission' });
  await expect(edit.getByText(/Editing a permission changes what every role/)).toBeVisible();
  await expect(edit.getByLabel('Permission name')).toHaveValue(NAME);
  await expect(edit.getByRole('checkbox', { name: 'Read Reviews' })).toBeChecked();
  await edit.getByLabel('Permission name').fill(RENAMED);
  await pickRole(page, 'Edit permission', 'Author');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText(`The permission “${RENAMED}” was updated.`)).toBeVisible();

  await searchFor(page, RENAMED);
  const edited = table.getByRole('row', { name: new RegExp(RENAMED) });
  await expect(edited).toContainText('Subscriber');
  await expect(edited).toContainText('Author');
  await page.reload();
  await expect(edited).toContainText('Author');
  await searchFor(page, NAME);
  await expect(table.getByRole('row', { name: new RegExp(`^${NAME}`) })).toHaveCount(0);

  // Delete: nothing happens until the dialog is confirmed.
  await searchFor(page, RENAMED);
  await edited.getByRole('button', { name: `Delete ${RENAMED}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this permission?' });
  await expect(confirm).toContainText(`The permission “${RENAMED}” will be removed`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(edited).toBeVisible();

  await edited.getByRole('button', { name: `Delete ${RENAMED}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`The permission “${RENAMED}” was deleted.`)).toBeVisible();
  await expect(page.getByText('No permissions match this search')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No permissions match this search')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page).not.toHaveURL(/q=/);
  await expect(table.getByRole('row').nth(1)).toBeVisible();
});
