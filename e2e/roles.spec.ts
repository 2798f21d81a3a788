import type { Browser, Page } from '@playwright/test';
import { ADMIN, type Api, apiAs, CLIENT, expect, openAs, signInFromStart, test } from './support';

type Role = {
  id: number;
  name: string;
  description: string;
  rules: unknown[];
  permissions: { id: number }[];
};

/** The client role as the seed made it, to put back whatever happens in the journey. */
async function clientRoleRestorer(admin: Api): Promise<() => Promise<void>> {
  const { roles } = await admin.get<{ roles: Role[] }>('/apps/roles');
  const role = roles.find((r) => r.name === 'client');
  if (!role) throw new Error('the seed has no client role');
  const { name, description, rules, permissions } = role;
  const body = { name, description, rules, permissionIds: permissions.map((p) => p.id) };
  return async () => {
    await admin.send('PUT', `/apps/roles/${role.id}`, body);
  };
}

/** Ticks or unticks "Read Referrals" in the client role's dialog and saves. */
async function setClientReadsReferrals(page: Page, on: boolean) {
  await page.getByRole('button', { name: 'Edit role Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit role' });
  const cell = dialog.getByRole('checkbox', { name: 'Read Referrals' });
  await expect(cell).toBeChecked({ checked: !on });
  await (on ? cell.check() : cell.uncheck());
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('The role Client was updated.')).toBeVisible();
}

/** The client, signed in once in a browser of their own, never signs in again. */
async function clientGainsAndLosesReferrals(page: Page, browser: Browser) {
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await signInFromStart(client, CLIENT);
  await client.goto('/apps/ecommerce/referrals');
  await expect(client).toHaveURL(/\/not-authorized$/);

  await openAs(page, ADMIN, '/apps/roles');
  await setClientReadsReferrals(page, true);
  // The change is stored: the role shows it after a reload.
  await page.reload();
  await page.getByRole('button', { name: 'Edit role Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit role' });
  await expect(dialog.getByRole('checkbox', { name: 'Read Referrals' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // A reload of the page the client was refused now opens it, with the referral figures.
  await client.goto('/apps/ecommerce/referrals');
  await expect(client).toHaveURL(/\/apps\/ecommerce\/referrals$/);
  await expect(client.getByRole('heading', { name: 'Referrals', level: 1 })).toBeVisible();
  await expect(client.getByRole('table', { name: 'Referred users' }).getByRole('row').nth(1)).toBeVisible();

  // The navigation offers it too, and following the link opens it.
  await client.goto('/access-control');
  await client.getByRole('link', { name: 'Referrals' }).click();
  await expect(client.getByRole('heading', { name: 'Referrals', level: 1 })).toBeVisible();

  await setClientReadsReferrals(page, false);
  await client.reload();
  await expect(client).toHaveURL(/\/not-authorized$/);
  await client.goto('/access-control');
  await expect(client.getByRole('heading', { name: 'Access control', level: 1 })).toBeVisible();
  await expect(client.getByRole('link', { name: 'Referrals' })).toHaveCount(0);
  await clientContext.close();
}

test('a signed-in client gains a page when an admin edits the role, and loses it when the right is taken back', async ({
  page,
  browser,
  request,
}) => {
  // Two browsers and two saves of the role: more than one page's worth of time.
  test.slow();
  const restoreClientRole = await clientRoleRestorer(await apiAs(request, ADMIN));
  try {
    await clientGainsAndLosesReferrals(page, browser);
  } finally {
    await restoreClientRole();
  }
});
