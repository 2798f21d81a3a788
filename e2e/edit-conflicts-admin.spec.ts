import type { Page } from '@playwright/test';
import { conflictDialog, editorOn, expectOneConflictRow } from './edit-conflict-support';
import { ADMIN, apiAs, expect, openAs, test } from './support';

/** Edit conflicts in the admin's dialogs (docs/edit-conflicts.md): a permission, a help article, a licence. */

type PermissionRow = { id: number; name: string; version: number };

async function editPermission(page: Page, name: string) {
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const form = page.getByRole('dialog', { name: 'Edit permission' });
  await expect(form.getByLabel('Permission name')).toHaveValue(name);
  return form;
}

test('two people edit one permission: the second save shows the changed name, and “Keep mine” saves it', async ({
  browser,
  baseURL,
  request,
}) => {
  const api = await apiAs(request, ADMIN);
  const name = `Conflict ${Date.now().toString(36)}`;
  const created = await api.send<PermissionRow>('POST', '/apps/permissions', {
    name,
    assignedTo: ['subscriber'],
    rules: [{ action: 'read', subject: 'Review' }],
  });
  // The list is searched for the name's start, so the row stays in it whatever either person renames.
  const path = `/apps/permissions?q=${encodeURIComponent(name)}`;
  const alice = await editorOn(browser, baseURL, path);
  const bob = await editorOn(browser, baseURL, path);

  // Both open the dialog on the same version; Alice saves first.
  const bobForm = await editPermission(bob, name);
  const aliceForm = await editPermission(alice, name);
  await aliceForm.getByLabel('Permission name').fill(`${name} Alpha`);
  await aliceForm.getByRole('button', { name: 'Update' }).click();
  await expect(aliceForm).toBeHidden();

  await bobForm.getByLabel('Permission name').fill(`${name} Beta`);
  await bobForm.getByRole('button', { name: 'Update' }).click();
  const conflict = await conflictDialog(bob);
  await expectOneConflictRow(conflict, /Permission name/, `${name} Beta`, `${name} Alpha`);

  // Keep mine: saved over Alice's name, at the version the 409 answered; the roles and rules stay.
  await conflict.getByRole('button', { name: 'Keep mine' }).click();
  await expect(conflict).toBeHidden();
  await expect(bobForm).toBeHidden();
  await expect(bob.getByText(`The permission “${name} Beta” was updated.`)).toBeVisible();
  const { permissions } = await api.get<{ permissions: (PermissionRow & { assignedTo: string[] })[] }>(
    '/apps/permissions',
    { q: name },
  );
  const kept = permissions.find((p) => p.id === created.id);
  expect(kept).toMatchObject({ name: `${name} Beta`, assignedTo: ['subscriber'] });
  expect(kept?.version).toBe(created.version + 2);

  await alice.context().close();
  await bob.context().close();
});

type Article = { id: number; slug: string; subtitle: string; version: number };

async function editArticle(page: Page) {
  await page.getByRole('button', { name: 'Edit article' }).click();
  const form = page.getByRole('dialog', { name: 'Edit the article' });
  await expect(form.getByLabel('Summary')).toBeVisible();
  return form;
}

test('two people edit one help article: the second save shows the changed summary and takes the saved one', async ({
  browser,
  baseURL,
  request,
}) => {
  const api = await apiAs(request, ADMIN);
  const tag = Date.now().toString(36);
  const { allArticles } = await api.get<{ allArticles: { id: number }[] }>('/pages/help-center');
  const article = await api.send<Article>('POST', '/pages/help-center/articles', {
    categoryId: allArticles[0].id,
    title: `Conflicts explained ${tag}`,
    subtitle: 'Start summary',
    body: '<p>Two people, one article.</p>',
  });
  const path = `/front-pages/help-center/article/${article.slug}`;
  const ready = (page: Page) => expect(page.getByRole('button', { name: 'Edit article' })).toBeVisible();
  const alice = await editorOn(browser, baseURL, path, ready);
  const bob = await editorOn(browser, baseURL, path, ready);

  const bobForm = await editArticle(bob);
  const aliceForm = await editArticle(alice);
  await aliceForm.getByLabel('Summary').fill('Alpha summary');
  await aliceForm.getByRole('button', { name: 'Publish' }).click();
  await expect(aliceForm).toBeHidden();

  await bobForm.getByLabel('Summary').fill('Beta summary');
  await bobForm.getByRole('button', { name: 'Publish' }).click();
  const conflict = await conflictDialog(bob);
  await expectOneConflictRow(conflict, /Summary/, 'Beta summary', 'Alpha summary');

  // Take theirs: the saved summary is back in the form, which stays open; nothing was written.
  await conflict.getByRole('button', { name: 'Take theirs' }).click();
  await expect(conflict).toBeHidden();
  await expect(bobForm.getByLabel('Summary')).toHaveValue('Alpha summary');
  const saved = await api.get<Article>('/pages/help-center/article', { slug: article.slug });
  expect(saved).toMatchObject({ subtitle: 'Alpha summary', version: article.version + 1 });

  // The form now holds the saved version: publishing it again asks nothing, and since it changes
  // nothing the version stays where Alice's save left it (docs/edit-conflicts.md).
  await bobForm.getByRole('button', { name: 'Publish' }).click();
  await expect(bobForm).toBeHidden();
  await expect(bob.getByText('Alpha summary', { exact: true })).toBeVisible();
  const again = await api.get<Article>('/pages/help-center/article', { slug: article.slug });
  expect(again).toMatchObject({ subtitle: 'Alpha summary', version: article.version + 1 });

  await alice.context().close();
  await bob.context().close();
});

type Licence = { id: number; seats: number; version: number; assignedUsers: { fullName: string }[] };

test('a licence saved meanwhile: the form shows both changed fields, and “Take theirs” brings back the seats and the users', async ({
  page,
  request,
}) => {
  const api = await apiAs(request, ADMIN);
  const tag = Date.now().toString(36);
  const body = {
    product: 'webstorm',
    licensee: `Conflict team ${tag}`,
    licenceKey: `KEY-${tag}`,
    seats: 3,
    expiresOn: '2030-06-30',
    assignedUserIds: [1],
  };
  const licence = await api.send<Licence>('POST', '/admin/licences', body);
  await openAs(page, ADMIN, `/admin/jetbrains?q=${tag}`);
  await page.getByRole('button', { name: 'Edit the WebStorm licence' }).click();
  const form = page.getByRole('dialog', { name: 'Edit the licence' });
  await expect(form.getByLabel('Seats')).toHaveValue('3');

  // Someone else gives it more seats and a second user while the form is open.
  await api.send('PUT', `/admin/licences/${licence.id}`, {
    ...body,
    seats: 5,
    assignedUserIds: [1, 2],
    version: licence.version,
  });
  await form.getByLabel('Seats').fill('4');
  await form.getByRole('button', { name: 'Save' }).click();
  const conflict = await conflictDialog(page);
  const seats = conflict.getByRole('row', { name: /Seats/ });
  await expect(seats.getByRole('cell')).toHaveText(['4', '5']);
  // The users are theirs alone: named, and marked as kept either way.
  const users = conflict.getByRole('row', { name: /Assigned users/ });
  await expect(users).toContainText('Changed by them only');
  await expect(users.getByRole('cell').nth(1)).toHaveText('Jane Client, John Doe');

  await conflict.getByRole('button', { name: 'Take theirs' }).click();
  await expect(conflict).toBeHidden();
  await expect(form.getByLabel('Seats')).toHaveValue('5');
  await expect(form.getByRole('button', { name: 'Jane Client', exact: true })).toBeVisible();

  // Saved as it now stands, at the version it took: no question asked.
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  const saved = await api.get<Licence>(`/admin/licences/${licence.id}`);
  expect(saved.seats).toBe(5);
  expect(saved.assignedUsers.map((u) => u.fullName)).toEqual(['Jane Client', 'John Doe']);
  expect(saved.version).toBe(licence.version + 2);
});
