import type { Locator, Page } from '@playwright/test';
import { ADMIN, apiAs, expect as baseExpect, openAs, test } from './support';

const expect = baseExpect.configure({ timeout: 30_000 });

type SavedEvent = { id: number; title: string; start: string; end: string | null; allDay: boolean };

const pad = (n: number) => String(n).padStart(2, '0');
/** A day of this month away from the days the other calendar journeys use, as DD, MM and YYYY. */
function thisMonth(date: number) {
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth(), date);
  return {
    day,
    dd: pad(date),
    mm: pad(day.getMonth() + 1),
    yyyy: String(day.getFullYear()),
    iso: `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(date)}`,
  };
}

/** The calendar in `language`, its board in place. */
async function openCalendarIn(page: Page, language: string) {
  await openAs(page, ADMIN, '/api/health');
  await page.evaluate((l) => localStorage.setItem('yunkong-language', JSON.stringify(l)), language);
  await page.goto('/apps/calendar');
  // The board is a chunk of its own: on a loaded machine its first load takes a while.
  await expect(page.locator('.fc-daygrid-day').first()).toBeVisible({ timeout: 90_000 });
}

/** The event saved under `title`, read back from the API, then deleted. */
async function savedAndRemoved(page: Page, title: string, iso: string): Promise<SavedEvent | undefined> {
  const api = await apiAs(page.request, ADMIN);
  // A day's local times may lie on the day before or after in UTC: ask for the days around it.
  const around = (days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString();
  const wide = { start: around(-1), end: around(2) };
  const saved = (await api.get<SavedEvent[]>('/apps/calendar', wide)).find((e) => e.title === title);
  if (saved) await api.send('DELETE', `/apps/calendar/${saved.id}`);
  return saved;
}

/** FullCalendar's day cell of the month grid: it has no role or label of its own, only its date. */
const cell = (page: Page, iso: string) => page.locator(`td.fc-daygrid-day[data-date="${iso}"]`);
const sections = (field: Locator) => field.getByRole('spinbutton');

test('in French the event drawer asks for JJ/MM/AAAA hh:mm, takes a day and time typed with the keyboard, and the event shows at that time', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const title = `Réunion ${Date.now().toString(36)}`;
  const { dd, mm, yyyy, iso, day } = thisMonth(13);
  await openCalendarIn(page, 'fr');
  // Only the quiet "Divers" calendar: the day shows the event itself, not "+ n more".
  for (const name of ['Affaires', 'Vacances', 'Personnel', 'Famille']) {
    await page.getByRole('checkbox', { name }).uncheck();
  }

  await page.getByRole('button', { name: 'Ajouter un événement' }).first().click();
  const drawer = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('heading', { name: 'Ajouter un événement' }) });
  await drawer.getByRole('textbox', { name: 'Titre' }).fill(title);
  await drawer.getByRole('combobox', { name: 'Calendrier' }).click();
  await page.getByRole('option', { name: 'Divers' }).click();
  const allDay = drawer.getByRole('switch', { name: 'Toute la journée' });
  await allDay.uncheck();

  // Timed: the day, then the time on the 24-hour clock, 09:00 to 10:00 to begin with.
  const start = drawer.getByRole('group', { name: /^Début/ });
  const end = drawer.getByRole('group', { name: /^Fin/ });
  await expect(sections(start)).toHaveCount(5);
  await expect(sections(start).nth(3)).toHaveText('09');
  await expect(sections(end).nth(3)).toHaveText('10');
  // Emptied (all selected, then erased), it shows what it asks for, day first.
  await sections(start).first().click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await expect(start).toContainText('JJ/MM/AAAA hh:mm');

  // From the switch, Tab reaches the start's day, then the day and time are typed.
  await allDay.focus();
  await page.keyboard.press('Tab');
  await expect(start.getByRole('spinbutton', { name: 'Jour' })).toBeFocused();
  await expect(sections(start)).toHaveText(['JJ', 'MM', 'AAAA', 'hh', 'mm']);
  await page.keyboard.type(`${dd}${mm}${yyyy}1430`);
  await expect(sections(start)).toHaveText([dd, mm, yyyy, '14', '30']);

  // The next Tab is the calendar button: Enter opens the calendar, Escape closes it and only it.
  await page.keyboard.press('Tab');
  const button = start.locator('xpath=..').getByRole('button', { name: /^Choisir la date/ });
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog').filter({ has: page.getByRole('grid') });
  await expect(picker).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(drawer).toBeVisible();

  // An end before the start is refused, in French, on saving.
  await sections(end).first().click();
  await page.keyboard.type(`${dd}${mm}${yyyy}1000`);
  await drawer.getByRole('button', { name: 'Ajouter un événement' }).click();
  await expect(drawer.getByText('La fin ne peut pas précéder le début')).toBeVisible();
  await sections(end).first().click();
  await page.keyboard.type(`${dd}${mm}${yyyy}1600`);
  await expect(sections(end)).toHaveText([dd, mm, yyyy, '16', '00']);
  await drawer.getByRole('button', { name: 'Ajouter un événement' }).click();
  await expect(page.getByText(`« ${title} » ajouté`)).toBeVisible();
  await expect(drawer).toBeHidden();

  // On that day, at that time.
  await expect(cell(page, iso).getByText(title)).toBeVisible();
  // The month grid shows an event's time before its title (its data-time).
  await expect(cell(page, iso).locator('.month-event', { hasText: title })).toHaveAttribute(
    'data-time',
    '14:30',
  );
  const saved = await savedAndRemoved(page, title, iso);
  expect(saved?.allDay).toBe(false);
  expect(new Date(saved?.start ?? '').getTime()).toBe(
    new Date(day.getFullYear(), day.getMonth(), day.getDate(), 14, 30).getTime(),
  );
  expect(new Date(saved?.end ?? '').getTime()).toBe(
    new Date(day.getFullYear(), day.getMonth(), day.getDate(), 16, 0).getTime(),
  );
});

test('in Arabic the start and end are laid out right to left and a typed day and time is saved', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const title = `اجتماع ${Date.now().toString(36)}`;
  const { dd, mm, yyyy, iso, day } = thisMonth(14);
  await openCalendarIn(page, 'ar');
  for (const name of ['العمل', 'العطلات', 'شخصي', 'العائلة']) {
    await page.getByRole('checkbox', { name }).uncheck();
  }

  await page.getByRole('button', { name: 'إضافة حدث' }).first().click();
  const drawer = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'إضافة حدث' }) });
  await drawer.getByRole('textbox', { name: 'العنوان' }).fill(title);
  await drawer.getByRole('combobox', { name: 'التقويم' }).click();
  await page.getByRole('option', { name: 'أخرى' }).click();
  await drawer.getByRole('switch', { name: 'طوال اليوم' }).uncheck();

  const start = drawer.getByRole('group', { name: /^البداية/ });
  const end = drawer.getByRole('group', { name: /^النهاية/ });
  // Right to left: the calendar button on the left, the day and time at the right.
  const button = await start.locator('xpath=..').getByRole('button').boundingBox();
  const first = await sections(start).first().boundingBox();
  expect(button && first && button.x < first.x).toBe(true);

  // The groups read right to left: day/month/year, then hh:mm, then ص (morning) or م (afternoon)
  // at the left end, where the field's sections begin. Each is typed where a person clicks it.
  const typeIn = async (field: Locator, date: string, time: string, period: string) => {
    await field.getByRole('spinbutton', { name: 'اليوم' }).click();
    await page.keyboard.type(date);
    await field.getByRole('spinbutton', { name: 'الساعات' }).click();
    await page.keyboard.type(time);
    await field.getByRole('spinbutton', { name: 'صباحًا أو مساءً' }).click();
    await page.keyboard.type(period);
  };
  await typeIn(start, `${dd}${mm}${yyyy}`, '0230', 'م');
  await expect(sections(start)).toHaveText(['م', '02', '30', dd, mm, yyyy]);
  const meridiem = await sections(start).first().boundingBox();
  const date = await start.getByRole('spinbutton', { name: 'اليوم' }).boundingBox();
  expect(meridiem && date && meridiem.x < date.x).toBe(true);
  await typeIn(end, `${dd}${mm}${yyyy}`, '0400', 'م');
  await drawer.getByRole('button', { name: 'إضافة حدث' }).click();
  await expect(page.getByText(`تمت إضافة «${title}»`)).toBeVisible();
  await expect(drawer).toBeHidden();

  await expect(cell(page, iso).getByText(title)).toBeVisible();
  const saved = await savedAndRemoved(page, title, iso);
  expect(new Date(saved?.start ?? '').getTime()).toBe(
    new Date(day.getFullYear(), day.getMonth(), day.getDate(), 14, 30).getTime(),
  );
  expect(new Date(saved?.end ?? '').getTime()).toBe(
    new Date(day.getFullYear(), day.getMonth(), day.getDate(), 16, 0).getTime(),
  );
});
