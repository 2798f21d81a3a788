import { ADMIN, expect, signInFromStart, test } from './support';

test('switching to Arabic makes the page right-to-left, and it survives a reload', async ({ page }) => {
  await signInFromStart(page, ADMIN);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The menu is translated too.
  await expect(page.getByRole('navigation').first()).toContainText('المستخدمون');
});

test('the theme and the menu layout chosen in the customizer survive a reload', async ({ page }) => {
  await signInFromStart(page, ADMIN);
  await page.getByRole('button', { name: 'Open the theme customizer' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('button', { name: 'Dark', exact: true }).click();
  await drawer.getByRole('button', { name: 'Horizontal', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('button', { name: 'Apps & Pages' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('yunkong-appContentLayoutNav'))).toBe('"horizontal"');
});

test('below 976 px the layout is vertical with a drawer, and horizontal returns when wide again', async ({
  page,
}) => {
  await signInFromStart(page, ADMIN);
  await page.evaluate(() => localStorage.setItem('yunkong-appContentLayoutNav', '"horizontal"'));
  await page.setViewportSize({ width: 800, height: 900 });
  await page.reload();
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Main menu' }).getByRole('link', { name: 'Users' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1400, height: 900 });
  await expect(page.getByRole('button', { name: 'Open the menu' })).toBeHidden();
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Apps & Pages' }),
  ).toBeVisible();
});

test('the global search opens with Ctrl+K and goes to the chosen page', async ({ page }) => {
  await signInFromStart(page, ADMIN);
  await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('combobox').or(dialog.getByRole('textbox')).first()).toBeFocused();
  await page.keyboard.type('roles');
  await expect(page.getByRole('option', { name: /Roles/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/apps\/roles$/);
});

test('Ctrl+K pressed on the page the server drew opens the search once the app has taken over', async ({
  page,
}) => {
  // Signing in sets the page-session cookie (decision 021): the next load of the page is the server's,
  // and the app starts on the reader's first move, here the shortcut itself.
  await signInFromStart(page, ADMIN);
  await page.goto('/dashboards/crm');
  await expect(
    page.locator('#ssr-page').getByRole('heading', { name: 'CRM dashboard', level: 1 }),
  ).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(page.locator('#ssr-page')).toHaveCount(0);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('combobox').or(dialog.getByRole('textbox')).first()).toBeFocused();
});
