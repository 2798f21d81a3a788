import { ADMIN, type Api, apiAs, expect as baseExpect, signInFromStart, test } from './support';

// Each journey makes a role or an account through the API first: give a loaded machine time.
const expect = baseExpect.configure({ timeout: 20_000 });

/** A role whose only rule is "read orders", and a member of it, made by the admin through the API. */
async function orderReader(admin: Api) {
  const tag = `orders${Date.now()}`;
  await admin.send('POST', '/apps/roles', {
    name: tag,
    description: 'Reads the orders and nothing else.',
    rules: [{ action: 'read', subject: 'Order' }],
  });
  const who = { email: `${tag}@example.test`, password: 'copper-meadow-51' };
  await admin.send('POST', '/apps/users', {
    fullName: 'Olive Reader',
    username: tag,
    email: who.email,
    role: tag,
    currentPlan: 'basic',
    password: who.password,
  });
  return who;
}

test('a reader of orders lands on the order list, sees only Orders in the menu, and comes back there from a refused page', async ({
  page,
  request,
}) => {
  const who = await orderReader(await apiAs(request, ADMIN));
  await signInFromStart(page, who);
  await expect(page).toHaveURL(/\/apps\/ecommerce\/order\/list$/);
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();

  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await expect(menu.getByText('Dashboards', { exact: true })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'CRM' })).toHaveCount(0);

  await page.goto('/apps/user/list');
  await expect(page).toHaveURL(/\/not-authorized$/);
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/apps\/ecommerce\/order\/list$/);
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
});

test('a self-registered user lands on their profile with a menu, without the charts they may not read', async ({
  page,
  request,
}) => {
  const admin = await apiAs(request, ADMIN);
  const stamp = Date.now();
  const who = { email: `signup-${stamp}@example.test`, password: 'violet-harbour-3318' };
  const registered = await request.post('/api/auth/register', {
    data: { username: `signup${stamp}`, email: who.email, password: who.password },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  // The verification mail, read from the outbox as the admin, confirms the address.
  let token = '';
  await expect
    .poll(async () => {
      const { messages } = await admin.get<{ messages: { to: string[]; text: string }[] }>('/mail-outbox', {
        kind: 'verify-email',
      });
      token =
        messages.find((m) => m.to.includes(who.email))?.text.match(/\?token=([A-Za-z0-9_-]+)/)?.[1] ?? '';
      return token;
    })
    .not.toBe('');
  expect((await request.post('/api/auth/verify-email', { data: { token } })).status()).toBe(200);

  await signInFromStart(page, who);
  await expect(page).toHaveURL(/\/pages\/user-profile\/profile$/);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'User profile' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Access Control' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Charts' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Users' })).toHaveCount(0);
});

test('a user whose role opens no page is told so and may sign out, never sent round in a loop', async ({
  page,
  request,
}) => {
  const admin = await apiAs(request, ADMIN);
  const tag = `norights${Date.now()}`;
  await admin.send('POST', '/apps/roles', { name: tag, description: 'Nothing yet.', rules: [] });
  const who = { email: `${tag}@example.test`, password: 'silent-orchard-74' };
  await admin.send('POST', '/apps/users', {
    fullName: 'Nora Waiting',
    username: tag,
    email: who.email,
    role: tag,
    currentPlan: 'basic',
    password: who.password,
  });
  await signInFromStart(page, who);
  await expect(page).toHaveURL(/\/no-access$/);
  await expect(page.getByRole('heading', { name: 'Your account has no access yet', level: 1 })).toBeVisible();
  await expect(page.getByText(/Ask an administrator/)).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/no-access$/);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
});
