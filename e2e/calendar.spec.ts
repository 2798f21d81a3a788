import type { Locator, Page } from '@playwright/test';
import { ADMIN, expect as baseExpect, openAs, test, typeDate } from './support';

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

/**
 * The centre of `target` once it has stopped moving and nothing covers it there. The month grid
 * lays out twice (it measures the days, then folds what does not fit into "+ more"), so rows move
 * after an event appears; the drawer's backdrop fades out after the drawer closes; the toast at the
 * bottom may lie over a day. FullCalendar drops only where the day itself is under the pointer (it
 * asks the document what is at that point), and a press on the backdrop starts no drag at all.
 */
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
  await typeDate(drawer.getByRole('group', { name: /^Start/ }), day(from));
  await typeDate(drawer.getByRole('group', { name: /^End/ }), day(from));
  await drawer.getByRole('textbox', { name: 'Location' }).fill('Room 12');
  await drawer.getByRole('button', { name: 'Add event' }).click();
  await expect(page.getByText(`“${title}” added`)).toBeVisible();
  const event = cell(page, from).getByText(title);
  await expect(event).toBeVisible();

  // Drag it a week later: saved at once. The drawer closes with a slide and its backdrop fades out,
  // and the "added" toast may lie over the day: the drag starts once both points are uncovered.
  await expect(drawer).toBeHidden();
  const source = await uncoveredCentre(event);
  const target = await uncoveredCentre(cell(page, to));
  await page.mouse.move(source.x, source.y);
  await page.mouse.down();
  await page.mouse.move(source.x + 5, source.y + 5, { steps: 5 });
  await page.mouse.move(target.x, target.y, { steps: 15 });
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
