import type { Page } from '@playwright/test';
import { ADMIN, expect as baseExpect, openAs, test } from './support';

const expect = baseExpect.configure({ timeout: 30_000 });

const pad = (n: number) => String(n).padStart(2, '0');
const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** A day of the current month that is neither today nor at its edges (the grid shows it for sure). */
const thisMonth = (date: number) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), date);
};
/** FullCalendar's day cell of the month grid: it has no role or label of its own, only its date. */
const cell = (page: Page, date: Date) => page.locator(`td.fc-daygrid-day[data-date="${day(date)}"]`);

test('an admin adds an event, drags it to another day, finds it there after a reload, and filters it out', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const title = `Journey ${Date.now().toString(36)}`;
  const from = thisMonth(10);
  const to = thisMonth(17);
  await openAs(page, ADMIN, '/apps/calendar');
  // The board is a chunk of its own: on a loaded machine its first load takes a while.
  await expect(page.locator('.fc-daygrid-day').first()).toBeVisible({ timeout: 90_000 });

  await page.getByRole('button', { name: 'Add event' }).first().click();
  const drawer = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Add event' }) });
  // Nothing typed: the form says what is missing and sends nothing.
  await drawer.getByRole('button', { name: 'Add event' }).click();
  await expect(drawer.getByText('This field is required')).toBeVisible();
  await drawer.getByRole('textbox', { name: 'Title' }).fill(title);
  await drawer.getByRole('textbox', { name: 'Start', exact: true }).fill(day(from));
  await drawer.getByRole('textbox', { name: 'End', exact: true }).fill(day(from));
  await drawer.getByRole('textbox', { name: 'Location' }).fill('Room 12');
  await drawer.getByRole('button', { name: 'Add event' }).click();
  await expect(page.getByText(`“${title}” added`)).toBeVisible();
  const event = cell(page, from).getByText(title);
  await expect(event).toBeVisible();

  // Drag it a week later: saved at once.
  const source = await event.boundingBox();
  const target = await cell(page, to).boundingBox();
  if (!source || !target) throw new Error('the event or the day is not on screen');
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(source.x + source.width / 2 + 5, source.y + source.height / 2 + 5, { steps: 5 });
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 15 });
  await page.mouse.up();
  await expect(page.getByText(`“${title}” moved`)).toBeVisible();

  await page.reload();
  await expect(cell(page, to).getByText(title)).toBeVisible({ timeout: 90_000 });
  await expect(cell(page, from).getByText(title)).toHaveCount(0);

  // Filtering its calendar (Business) out hides it; "View all" shows it again.
  await page.getByRole('checkbox', { name: 'Business' }).uncheck();
  await expect(cell(page, to).getByText(title)).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'View all' }).check();
  await expect(cell(page, to).getByText(title)).toBeVisible();

  // Open it and delete it, after confirming.
  await cell(page, to).getByText(title).click();
  const edit = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Update event' }) });
  await expect(edit.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await edit.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this event?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText(`“${title}” deleted`)).toBeVisible();
  await expect(cell(page, to).getByText(title)).toHaveCount(0);
});
