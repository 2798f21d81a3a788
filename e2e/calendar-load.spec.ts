import type { Page } from '@playwright/test';
import { ADMIN, apiAs, expect as baseExpect, openAs, test } from './support';

const expect = baseExpect.configure({ timeout: 30_000 });

const pad = (n: number) => String(n).padStart(2, '0');
const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const cell = (page: Page, date: Date) => page.locator(`td.fc-daygrid-day[data-date="${day(date)}"]`);

// Playwright's trace takes a DOM snapshot after each action, in the page, while the month renders:
// with 1,000 events that snapshot alone took seconds of the page's main thread. The measure is the
// page's, so this journey runs without a trace.
test.use({ trace: 'off' });

const TARGET_MS = 1000;
const CEILING_MS = 3000;

test('a month with 1,000 events renders in about a second', async ({ page, request }) => {
  test.setTimeout(300_000);
  const api = await apiAs(request, ADMIN);
  const now = new Date();
  const month = new Date(now.getFullYear(), now.getMonth() + 2, 1);
  const calendars = ['Business', 'Holiday', 'Personal', 'ETC', 'Family'];
  const bodies = Array.from({ length: 1000 }, (_, i) => {
    const start = new Date(month.getFullYear(), month.getMonth(), 1 + (i % 28), 8 + (i % 10), 0);
    return {
      title: `Load ${i}`,
      start: start.toISOString(),
      end: new Date(start.getTime() + 30 * 60_000).toISOString(),
      allDay: false,
      extendedProps: { calendar: calendars[i % 5], guests: [] },
    };
  });
  for (let i = 0; i < bodies.length; i += 25) {
    await Promise.all(bodies.slice(i, i + 25).map((body) => api.send('POST', '/apps/calendar', body)));
  }
  await openAs(page, ADMIN, '/apps/calendar');
  await expect(page.locator('.fc-daygrid-day').first()).toBeVisible({ timeout: 90_000 });
  const next = page.getByRole('button', { name: /next/i }).last();
  await next.click();
  await expect(page.locator('.fc-daygrid-day').first()).toBeVisible();
  // Timed by the page itself, from the click on "next month" (the fetch and the render) to the
  // first frame painted after the last day's "+N more" link is in the page. Timing it from here
  // would add Playwright's own work (finding the button, polling) to the page's.
  const lastDay = new Date(month.getFullYear(), month.getMonth(), 28);
  const button = await next.elementHandle();
  if (!button) throw new Error('no "next" button');
  await page.evaluate(
    ([target, selector]) => {
      const marks: Record<string, number> = {};
      Object.assign(window, { calendarMarks: marks });
      target.addEventListener('click', () => (marks.click = performance.now()), {
        capture: true,
        once: true,
      });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as PerformanceResourceTiming[])
          if (e.name.includes('/api/apps/calendar?')) marks.answered = e.responseEnd;
      }).observe({ type: 'resource' });
      const seen = new MutationObserver(() => {
        if (!marks.click || !document.querySelector(selector)) return;
        seen.disconnect();
        requestAnimationFrame(() => setTimeout(() => (marks.painted = performance.now())));
      });
      seen.observe(document.body, { childList: true, subtree: true });
    },
    [button, `td.fc-daygrid-day[data-date="${day(lastDay)}"] .fc-daygrid-more-link`] as const,
  );
  await button.click();
  const read = () =>
    page.evaluate(() => (window as unknown as { calendarMarks: Record<string, number> }).calendarMarks);
  await expect.poll(async () => (await read()).painted ?? 0, { timeout: 120_000 }).toBeGreaterThan(0);
  const marks = await read();
  const took = marks.painted - marks.click;
  console.log(
    `A month of 1,000 events: ${Math.round(took)} ms from the click to the paint ` +
      `(answer after ${Math.round(marks.answered - marks.click)} ms)`,
  );
  await expect(cell(page, lastDay).locator('.fc-daygrid-more-link')).toBeVisible();
  await expect(page.locator('.fc-daygrid-more-link')).toHaveCount(28);
  // Issue 9's target is 1 s; measured 0.99 s on a quiet machine and 1.7-3.7 s with a load average of
  // 8-18 (docs/calendar.md). Like the bundle budgets, a miss of the target is reported and the test
  // fails only over the ceiling, which still catches the 49 s this month took before.
  if (took >= TARGET_MS)
    test
      .info()
      .annotations.push({ type: 'over target', description: `${Math.round(took)} ms > ${TARGET_MS} ms` });
  expect(took).toBeLessThan(CEILING_MS);
});
