import type { Locator, Page } from '@playwright/test';
import { ADMIN, apiAs, expect as baseExpect, openAs, test } from './support';

const expect = baseExpect.configure({ timeout: 30_000 });

type Listed = { id: number; title: string; start: string; extendedProps: { guestList: { id: number }[] } };

const pad = (n: number) => String(n).padStart(2, '0');
const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** FullCalendar's day cell of the month grid: it has no role or label of its own, only its date. */
const cell = (page: Page, date: string) => page.locator(`td.fc-daygrid-day[data-date="${date}"]`);
/** The month the page opens on, from its first to its last day. */
const monthRange = () => {
  const now = new Date();
  return {
    start: day(new Date(now.getFullYear(), now.getMonth(), 1)),
    end: day(new Date(now.getFullYear(), now.getMonth() + 1, 1)),
  };
};

async function openCalendar(page: Page) {
  await openAs(page, ADMIN, '/apps/calendar');
  // The board is a chunk of its own: on a loaded machine its first load takes a while.
  await expect(page.locator('.fc-daygrid-day').first()).toBeVisible({ timeout: 90_000 });
}

/** The centre of `target` once it has stopped moving and nothing covers it (see calendar.spec.ts). */
async function uncoveredCentre(target: Locator) {
  let centre = { x: Number.NaN, y: Number.NaN };
  await expect
    .poll(async () => {
      const box = await target.boundingBox();
      if (!box) return false;
      const last = centre;
      centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      if (last.x !== centre.x || last.y !== centre.y) return false;
      return target.evaluate((el, { x, y }) => el.contains(document.elementFromPoint(x, y)), centre);
    })
    .toBe(true);
  return centre;
}

test('an admin invites a person past the first 20 names by typing their name in Guests', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const api = await apiAs(request, ADMIN);
  // Someone the picker's first page (20 names, A to J in the demo data) does not show.
  const second = await api.get<{ users: { id: number; fullName: string }[] }>('/apps/calendar/users', {
    page: 2,
  });
  const guest = second.users[second.users.length - 1];
  const title = `Guests ${Date.now().toString(36)}`;
  await openCalendar(page);

  await page.getByRole('button', { name: 'Add event' }).first().click();
  const drawer = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Add event' }) });
  await drawer.getByRole('textbox', { name: 'Title' }).fill(title);
  const guests = drawer.getByRole('combobox', { name: 'Guests' });
  // Typed letter by letter, as a person does: the field keeps every letter.
  await guests.pressSequentially(guest.fullName, { delay: 40 });
  await expect(guests).toHaveValue(guest.fullName);
  await page.getByRole('option', { name: new RegExp(`${guest.fullName}$`) }).click();
  await expect(drawer.getByRole('button', { name: guest.fullName })).toBeVisible();
  await drawer.getByRole('button', { name: 'Add event' }).click();
  await expect(page.getByText(`“${title}” added`)).toBeVisible();

  const saved = (await api.get<Listed[]>('/apps/calendar', monthRange())).find((e) => e.title === title);
  expect(saved?.extendedProps.guestList.map((g) => g.id)).toEqual([guest.id]);
  if (saved) await api.send('DELETE', `/apps/calendar/${saved.id}`);
});

test('dragging a Tuesday of a weekly series to Thursday with "All events" moves every meeting to Thursday', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const api = await apiAs(request, ADMIN);
  const now = new Date();
  // The first three Tuesdays of this month (the first falls on day 1 to 7) and their Thursdays.
  const firstTuesday = new Date(now.getFullYear(), now.getMonth(), 1);
  while (firstTuesday.getDay() !== 2) firstTuesday.setDate(firstTuesday.getDate() + 1);
  const plus = (d: Date, days: number) => day(new Date(d.getFullYear(), d.getMonth(), d.getDate() + days));
  const tuesdays = [0, 7, 14].map((n) => plus(firstTuesday, n));
  const thursdays = [2, 9, 16].map((n) => plus(firstTuesday, n));
  const title = `Series ${Date.now().toString(36)}`;
  const { event } = await api.send<{ event: Listed }>('POST', '/apps/calendar', {
    title,
    start: tuesdays[0],
    allDay: true,
    extendedProps: { calendar: 'ETC', rrule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=3' },
  });
  await openCalendar(page);
  // Only the ETC calendar: quiet day cells, the series' days plain to see.
  for (const name of ['Business', 'Holiday', 'Personal', 'Family']) {
    await page.getByRole('checkbox', { name }).uncheck();
  }
  for (const date of tuesdays) await expect(cell(page, date).getByText(title)).toBeVisible();

  // The second Tuesday dragged two days later, then "All events". The week in the middle of the
  // window: the app bar sticks over the top of the page.
  await cell(page, tuesdays[1]).evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const source = await uncoveredCentre(cell(page, tuesdays[1]).getByText(title));
  const target = await uncoveredCentre(cell(page, thursdays[1]));
  await page.mouse.move(source.x, source.y);
  await page.mouse.down();
  await page.mouse.move(source.x + 5, source.y + 5, { steps: 5 });
  await page.mouse.move(target.x, target.y, { steps: 15 });
  await page.mouse.up();
  const ask = page.getByRole('dialog', { name: 'Change a repeating event' });
  await ask.getByRole('radio', { name: 'All events' }).check();
  await ask.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`“${title}” moved`)).toBeVisible();

  await page.reload();
  await expect(page.locator('.fc-daygrid-day').first()).toBeVisible({ timeout: 90_000 });
  for (const date of thursdays) await expect(cell(page, date).getByText(title)).toBeVisible();
  for (const date of tuesdays) await expect(cell(page, date).getByText(title)).toHaveCount(0);
  const listed = (await api.get<Listed[]>('/apps/calendar', { calendars: 'ETC', ...monthRange() }))
    .filter((e) => e.title === title)
    .map((e) => e.start);
  expect(listed).toEqual(thursdays.filter((d) => d < monthRange().end));
  await api.send('DELETE', `/apps/calendar/${event.id}`);
});
