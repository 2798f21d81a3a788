import { holdPageCode } from './before-hydration';
import { ADMIN, expect, openAs, signInFromStart, test } from './support';

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

test('Ctrl+K pressed on the page the server drew opens the search once the app has hydrated it', async ({
  page,
}) => {
  // Signing in sets the page-session cookie (decision 021): the next load of the page is the server's,
  // hydrated once the app's code, held here, has run.
  await signInFromStart(page, ADMIN);
  const release = await holdPageCode(page, '**/assets/index-*.js');
  await page.goto('/dashboards/crm', { waitUntil: 'commit' });
  await expect(
    page.locator('#root[data-hydrate]').getByRole('heading', { name: 'CRM dashboard', level: 1 }),
  ).toBeVisible();
  await page.keyboard.press('Control+k');
  release();
  await expect(page.locator('#root[data-hydrate]')).toHaveCount(0);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('combobox').or(dialog.getByRole('textbox')).first()).toBeFocused();
});

test('a long French menu label wraps instead of being cut', async ({ page }) => {
  await openAs(page, ADMIN, '/api/health');
  await page.evaluate(() => localStorage.setItem('yunkong-language', '"fr"'));
  await page.goto('/apps/ecommerce/settings');
  const link = page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', {
    name: 'Paramètres de la boutique',
  });
  await expect(link).toBeVisible();
  const label = link.locator('span').last();
  // Its whole text is drawn: nothing hidden past the edge.
  expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect(await label.evaluate((el) => getComputedStyle(el).textOverflow)).not.toBe('ellipsis');
});

test('at 390 px the customizer opens from the navbar, and no gear floats over the list', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, ADMIN, '/apps/invoice/list');
  const gears = page.getByRole('button', { name: 'Open the theme customizer' });
  await expect(gears).toHaveCount(1);
  const gear = await gears.boundingBox();
  const header = await page.getByRole('banner').first().boundingBox();
  // The one gear is in the navbar, not on the page's edge.
  expect(gear && header && gear.y + gear.height <= header.y + header.height).toBe(true);
  await gears.click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
