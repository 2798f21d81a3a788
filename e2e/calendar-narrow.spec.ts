import { ADMIN, apiAs, expect as baseExpect, openAs, test } from './support';

const expect = baseExpect.configure({ timeout: 30_000 });

const pad = (n: number) => String(n).padStart(2, '0');

test.use({ viewport: { width: 390, height: 844 } });

test('at 390 px the month shows whole event titles and names its previous and next arrows', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const api = await apiAs(request, ADMIN);
  const now = new Date();
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-24`;
  const title = `Review ${Date.now().toString(36).slice(-4)}`;
  const { event } = await api.send<{ event: { id: number } }>('POST', '/apps/calendar', {
    title,
    start: date,
    allDay: true,
    extendedProps: { calendar: 'ETC' },
  });
  await openAs(page, ADMIN, '/apps/calendar');
  await expect(page.locator('.fc-daygrid-day').first()).toBeVisible({ timeout: 90_000 });

  // The arrows are named (not only titled), after the view's unit.
  await expect(page.locator('.fc-prev-button')).toHaveAttribute('aria-label', 'Previous month');
  await expect(page.locator('.fc-next-button')).toHaveAttribute('aria-label', 'Next month');
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('button', { name: 'Previous month' }).click();

  // Only the ETC calendar (the sidebar is a drawer at this width): the day shows the event itself.
  await page.getByRole('button', { name: 'Calendars' }).click();
  for (const name of ['Business', 'Holiday', 'Personal', 'Family']) {
    await page.getByRole('checkbox', { name }).uncheck();
  }
  await page.keyboard.press('Escape');

  // The event's title wraps in its day instead of being cut to a few letters.
  const shown = page.locator(`td.fc-daygrid-day[data-date="${date}"] .month-event`, { hasText: title });
  await expect(shown).toBeVisible();
  const fits = await shown.evaluate((el) => ({
    wide: el.scrollWidth <= el.clientWidth + 1,
    tall: el.scrollHeight <= el.clientHeight + 1,
    lines: Math.round(el.clientHeight / Number.parseFloat(getComputedStyle(el).lineHeight)),
  }));
  expect(fits.wide, 'no letters cut at the side').toBe(true);
  expect(fits.tall, 'no line cut at the bottom').toBe(true);
  expect(fits.lines).toBeGreaterThan(1);
  await api.send('DELETE', `/apps/calendar/${event.id}`);
});
