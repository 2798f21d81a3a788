import type { Browser, Page } from '@playwright/test';
import { ADMIN, apiAs, expect, openAs, test } from './support';

type UserDetail = { id: number; company: string; version: number };

/** One person with the user's page open in a browser of their own. */
async function editorOn(browser: Browser, baseURL: string | undefined, id: number): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await openAs(page, ADMIN, `/apps/user/view/${id}`);
  return page;
}

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
  const alice = await editorOn(browser, baseURL, user.id);
  const bob = await editorOn(browser, baseURL, user.id);

  // Both open the form on the same version; Alice saves first.
  const bobForm = await openEdit(bob);
  const aliceForm = await saveCompany(alice, 'Alpha Co');
  await expect(aliceForm).toBeHidden();

  await bobForm.getByLabel('Company').fill('Beta Co');
  await bobForm.getByRole('button', { name: 'Save changes' }).click();
  const conflict = bob.getByRole('dialog', { name: 'Someone else changed this record' });
  await expect(conflict).toBeVisible();
  const row = conflict.getByRole('row', { name: /Company/ });
  await expect(row.getByRole('cell').nth(0)).toHaveText('Beta Co');
  await expect(row.getByRole('cell').nth(1)).toHaveText('Alpha Co');
  await expect(conflict.getByRole('row')).toHaveCount(2);
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
