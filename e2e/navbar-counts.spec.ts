import { seriousViolations } from './axe';
import { ADMIN, expect, openAs, test } from './support';

/**
 * The navbar's chat button shows the unread count; in Arabic the one and two forms once said the
 * number in words only, so the name lacked the figure shown (axe: label-content-name-mismatch). The
 * accessibility journeys met it only when other journeys had left one or two messages unread.
 */
for (const total of [1, 2, 5]) {
  test(`in Arabic the chat button's name holds the ${total} unread it shows`, async ({ page }) => {
    await page.route('**/api/apps/chat/unseen', (route) => route.fulfill({ json: { total } }));
    await openAs(page, ADMIN, '/api/health');
    await page.evaluate(() => localStorage.setItem('yunkong-language', '"ar"'));
    await page.goto('/pages/typography');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('a[href$="/apps/chat"] .MuiBadge-badge')).toHaveText(String(total));
    expect(await seriousViolations(page)).toEqual([]);
  });
}
