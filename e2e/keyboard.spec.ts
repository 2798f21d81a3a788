import { ADMIN, expect, openAs, test } from './support';

/**
 * WCAG 2.2 AA by keyboard (issue 12, docs/accessibility.md): the skip link is the first stop and
 * moves focus to the page, a dialog keeps the focus inside while open and gives it back to the
 * button that opened it, and the focused control shows a ring. axe-core (accessibility.spec.ts)
 * checks the names of icon buttons on every route.
 */

test('the first Tab shows the skip link, and Enter moves the focus past the menu to the page', async ({
  page,
}) => {
  await openAs(page, ADMIN, '/dashboards/crm');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
  // The next Tab goes on from the page, not back to the menu.
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => document.getElementById('main-content')?.contains(document.activeElement)),
  ).toBe(true);
});

test('a dialog opened by keyboard keeps the focus inside, and Escape gives it back with a visible ring', async ({
  page,
}) => {
  await openAs(page, ADMIN, '/pages/dialog-examples');
  await expect(page.getByRole('heading', { name: 'Dialog examples', level: 1 })).toBeVisible();
  const opener = page.getByRole('button', { name: 'Show' }).first();
  // The tile's button stays disabled until the account it edits has loaded: a disabled button takes
  // no focus, and Enter would open nothing.
  await expect(opener).toBeEnabled();
  await opener.focus();
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit user information' });
  await expect(dialog).toBeVisible();
  // The dialog takes the focus once it has mounted (MUI's focus trap, after the first paint): a Tab
  // pressed before that would still start from the page behind it.
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  // Round the dialog's controls more times than it has: the focus never leaves it.
  for (let i = 0; i < 25; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `Tab ${i + 1}`).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  // The theme's focus ring (a 2 px outline), not only the ripple.
  await expect(opener).toHaveCSS('outline-style', 'solid');
  await expect(opener).toHaveCSS('outline-width', '2px');
});
