import { ADMIN, CLIENT, expect, signIn, signInFromStart, test } from './support';

test('the admin signs in and lands on the CRM dashboard', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('admin@demo.com')).toBeVisible();
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboards\/crm$/);
});

test('a wrong password shows the error under the e-mail field', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, { email: ADMIN.email, password: 'not-the-password' });
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('the client lands on their profile, the first page of the menu it may open, and is refused the user list', async ({
  page,
}) => {
  await signInFromStart(page, CLIENT);
  await expect(page).toHaveURL(/\/pages\/user-profile\/profile$/);
  await page.goto('/apps/user/list');
  await expect(page).toHaveURL(/\/not-authorized$/);
});

test('a visitor is sent to login with `to` and the query, then brought back after signing in', async ({
  page,
}) => {
  await page.goto('/apps/user/list?x=1');
  await expect(page).toHaveURL(/\/login\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('to')).toBe('/apps/user/list');
  expect(url.searchParams.get('x')).toBe('1');
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/apps\/user\/list\?x=1/);
});

test('a signed-in user opening the login page goes to the CRM dashboard', async ({ page }) => {
  await signInFromStart(page, ADMIN);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboards\/crm$/);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Page Not Found')).toBeVisible();
});

test('the sign-in page comes drawn by the server and is hydrated in place; what is typed meanwhile signs in', async ({
  page,
}) => {
  await page.goto('/login?to=/apps/user/list', { waitUntil: 'commit' });
  // The server's form is the page's #root, focused on the e-mail field; there is no second copy.
  await expect(page.locator('#root #login-email')).toBeFocused();
  await expect(page.locator('#login-email')).toHaveCount(1);
  await page.keyboard.type(ADMIN.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/apps\/user\/list$/);
});
