import { ADMIN, expect as baseExpect, openAs, statFigure, test } from './support';

// Every step waits on a save or a reload: give a loaded machine time.
const expect = baseExpect.configure({ timeout: 30_000 });

test('completing a topic moves the course’s progress, on the course and in My courses', async ({ page }) => {
  test.setTimeout(360_000);
  await openAs(page, ADMIN, '/apps/academy/my-course?q=Critical');
  const card = page.getByRole('article', { name: 'The Science of Critical Thinking' });
  await expect(card).toContainText('0/6 topics');
  // Not begun: the button shows "Start" and is named by it and the course (WCAG 2.5.3).
  await page.getByRole('link', { name: 'Start The Science of Critical Thinking' }).click();
  await expect(
    page.getByRole('heading', { name: 'The Science of Critical Thinking', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('0% done · 0/6 topics')).toBeVisible();

  const first = page.getByRole('checkbox', { name: 'Welcome and course overview done' });
  await first.check();
  await expect(page.getByText('16% done · 1/6 topics')).toBeVisible();
  await expect(first).toBeChecked();

  // Saved for this user: a reload and the list agree.
  await page.reload();
  await expect(page.getByText('16% done · 1/6 topics')).toBeVisible();
  await page.goto('/apps/academy/my-course?q=Critical');
  await expect(card).toContainText('1/6 topics');

  // And undone.
  await page.getByRole('link', { name: 'Continue The Science of Critical Thinking' }).click();
  await page.getByRole('checkbox', { name: 'Welcome and course overview done' }).uncheck();
  await expect(page.getByText('0% done · 0/6 topics')).toBeVisible();
});

test('pages a person visits are counted as page views on the analytics dashboard', async ({ page }) => {
  test.setTimeout(360_000);
  await openAs(page, ADMIN, '/dashboards/analytics');
  const before = await statFigure(page, 'Page views');

  // Three pages, each left by a full load: the queued views go out when the page is hidden.
  for (const path of ['/apps/academy/my-course', '/apps/academy/dashboard', '/dashboards/crm']) {
    await page.goto(path);
    await expect(page.locator('h1, h2').first()).toBeVisible();
  }
  await page.goto('/dashboards/analytics');
  await expect(async () => {
    await page.reload();
    expect(await statFigure(page, 'Page views')).toBeGreaterThanOrEqual(before + 3);
  }).toPass({ timeout: 90_000 });
  await expect(page.getByText('/apps/academy/my-course', { exact: true })).toBeVisible();
});

for (const language of ['en', 'ar'] as const) {
  test(`the Academy dashboard never scrolls sideways, at 1440 and 390 px, in ${language}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openAs(page, ADMIN, '/api/health');
    await page.evaluate((l) => localStorage.setItem('yunkong-language', JSON.stringify(l)), language);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/apps/academy/dashboard');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // The time-spent bars (whose hidden "N minutes" labels once stretched the page) are drawn.
      await expect(
        page.getByText(language === 'en' ? 'Time spent, last 7 days' : 'الوقت المستغرق، آخر 7 أيام'),
      ).toBeVisible();
      const sizes = await page.evaluate(() => ({
        scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
        innerWidth: window.innerWidth,
      }));
      expect(sizes.scrollWidth, `${width} px`).toBeLessThanOrEqual(sizes.innerWidth);
    }
  });
}
