import { ADMIN, expect, openAs, test } from './support';

test('five wrong passwords lock a user out; the admin sees the lock on the user list, lifts it, and the user signs in', async ({
  page,
  request,
}) => {
  // A user of this journey alone, so that the demo accounts are never locked.
  const stamp = Date.now();
  const who = { email: `locked.${stamp}@example.com`, password: 'locked-harbour-41' };
  const admin = await page.request.post('/api/auth/login', { data: ADMIN });
  const token = (await admin.json()).accessToken as string;
  const created = await page.request.post('/api/apps/users', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      fullName: 'Locked Person',
      username: `locked.${stamp}`,
      email: who.email,
      role: 'editor',
      currentPlan: 'basic',
      password: who.password,
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  // A stranger (another client, without the user's browser cookie) types five wrong passwords.
  for (let i = 0; i < 5; i++) {
    const wrong = await request.post('/api/auth/login', {
      data: { email: who.email, password: `guess-${i}` },
    });
    // The spec answers a wrong password with 400 and the error under `email`.
    expect(wrong.status()).toBe(400);
  }
  const refused = await request.post('/api/auth/login', { data: who });
  expect(refused.status()).toBe(429);

  await openAs(page, ADMIN, '/apps/user/list');
  const card = page.getByRole('table', { name: 'Sign-in locks' });
  const row = card.getByRole('row').filter({ hasText: who.email });
  await expect(row).toBeVisible();
  // Five wrong passwords and the refused right one: every attempt the lock meets counts.
  await expect(row.getByRole('cell').nth(2)).toHaveText('6');
  await expect(row.getByRole('cell').nth(3)).toHaveText('127.0.0.1');
  await row.getByRole('button', { name: `Lift the lock on ${who.email}` }).click();
  const dialog = page.getByRole('dialog', { name: `Lift the lock on ${who.email}?` });
  await dialog.getByRole('button', { name: 'Lift' }).click();
  await expect(page.getByText(`The lock on ${who.email} was lifted.`)).toBeVisible();
  await expect(row).toHaveCount(0);

  const signedIn = await request.post('/api/auth/login', { data: who });
  expect(signedIn.status(), await signedIn.text()).toBe(201);
});
