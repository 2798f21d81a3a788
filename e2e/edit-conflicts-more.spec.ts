import type { Page } from '@playwright/test';
import { conflictDialog, editorOn, expectOneConflictRow } from './edit-conflict-support';
import { ADMIN, apiAs, expect as baseExpect, test } from './support';

const expect = baseExpect.configure({ timeout: 30_000 });

type CalendarEvent = {
  id: number;
  title: string;
  start: string;
  version: number;
  extendedProps: { location: string };
};

const pad = (n: number) => String(n).padStart(2, '0');
/** A day of this month, away from the days other calendar journeys use. */
const thisMonth = (date: number) => {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(date)}`;
};

/** The calendar with only the ETC calendar shown (a quiet day cell), the event open in its drawer. */
async function openEvent(page: Page, date: string, title: string) {
  for (const name of ['Business', 'Holiday', 'Personal', 'Family']) {
    await page.getByRole('checkbox', { name }).uncheck();
  }
  // FullCalendar's day cell has no role or label of its own, only its date.
  await page.locator(`td.fc-daygrid-day[data-date="${date}"]`).getByText(title).click();
  const drawer = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('heading', { name: 'Update event' }) });
  await expect(drawer.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  return drawer;
}

test('two people edit one calendar event: the second save shows the changed location and keeps its own', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const api = await apiAs(request, ADMIN);
  const title = `Conflict ${Date.now().toString(36)}`;
  const date = thisMonth(22);
  const { event } = await api.send<{ event: CalendarEvent }>('POST', '/apps/calendar', {
    title,
    start: date,
    allDay: true,
    extendedProps: { calendar: 'ETC', location: 'Room 1' },
  });
  const alice = await editorOn(browser, baseURL, '/apps/calendar');
  const bob = await editorOn(browser, baseURL, '/apps/calendar');

  // Both open the event on the same version; Alice saves first.
  const bobDrawer = await openEvent(bob, date, title);
  const aliceDrawer = await openEvent(alice, date, title);
  await aliceDrawer.getByRole('textbox', { name: 'Location' }).fill('Room A');
  await aliceDrawer.getByRole('button', { name: 'Update' }).click();
  await expect(aliceDrawer).toBeHidden();

  await bobDrawer.getByRole('textbox', { name: 'Location' }).fill('Room B');
  await bobDrawer.getByRole('button', { name: 'Update' }).click();
  const conflict = await conflictDialog(bob);
  await expectOneConflictRow(conflict, /Location/, 'Room B', 'Room A');

  // Keep mine: saved over Alice's change, at the version the 409 answered.
  await conflict.getByRole('button', { name: 'Keep mine' }).click();
  await expect(conflict).toBeHidden();
  await expect(bobDrawer).toBeHidden();
  const range = { start: `${date}T00:00:00Z`, end: `${thisMonth(23)}T00:00:00Z` };
  const saved = (await api.get<CalendarEvent[]>('/apps/calendar', range)).find((e) => e.id === event.id);
  expect(saved?.extendedProps.location).toBe('Room B');
  expect(saved?.version).toBe(event.version + 2);

  await api.send('DELETE', `/apps/calendar/${event.id}`);
  await alice.context().close();
  await bob.context().close();
});

type Settings = { storeDetails: Record<string, unknown> & { legalName: string } };

test('two people save one shop settings section: the second sees the changed legal name and takes it', async ({
  browser,
  baseURL,
  request,
}) => {
  const api = await apiAs(request, ADMIN);
  const before = await api.get<Settings>('/apps/ecommerce/settings');
  const tag = Date.now().toString(36);
  const ready = (page: Page) => expect(page.getByRole('textbox', { name: 'Store name' })).toHaveValue(/.+/);
  const alice = await editorOn(browser, baseURL, '/apps/ecommerce/settings', ready);
  const bob = await editorOn(browser, baseURL, '/apps/ecommerce/settings', ready);

  await alice.getByRole('textbox', { name: 'Legal business name' }).fill(`Alpha ${tag}`);
  await alice.getByRole('button', { name: 'Save changes' }).click();
  await expect(alice.getByText('Store details saved')).toBeVisible();

  const bobName = bob.getByRole('textbox', { name: 'Legal business name' });
  await bobName.fill(`Beta ${tag}`);
  await bob.getByRole('button', { name: 'Save changes' }).click();
  const conflict = await conflictDialog(bob);
  await expectOneConflictRow(conflict, /Legal business name/, `Beta ${tag}`, `Alpha ${tag}`);

  // Take theirs: the form shows what Alice saved, and nothing of Bob's was written.
  await conflict.getByRole('button', { name: 'Take theirs' }).click();
  await expect(conflict).toBeHidden();
  await expect(bobName).toHaveValue(`Alpha ${tag}`);
  await expect(bob.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  expect((await api.get<Settings>('/apps/ecommerce/settings')).storeDetails.legalName).toBe(`Alpha ${tag}`);

  await api.send('PUT', '/apps/ecommerce/settings', { storeDetails: before.storeDetails });
  await alice.context().close();
  await bob.context().close();
});

type Magnet = { id: number; name: string; tags: string[]; version: number };

test('two people edit the tags of one magnet link: the second sees the first one’s tags and keeps their own', async ({
  browser,
  baseURL,
  request,
}) => {
  const api = await apiAs(request, ADMIN);
  const tag = Date.now().toString(36);
  const hash = `${Date.now().toString(16)}${'0'.repeat(40)}`.slice(0, 40);
  const name = `Conflict ${tag}`;
  const magnet = await api.send<Magnet>('POST', '/admin/magnets', {
    uri: `magnet:?xt=urn:btih:${hash}&dn=${encodeURIComponent(name)}`,
    tags: ['film'],
  });
  const path = `/admin/magnet?q=${encodeURIComponent(name)}`;
  const openTags = async (page: Page) => {
    await page.getByRole('button', { name: `Edit the tags of ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Tags of ${name}` });
    await expect(dialog.getByRole('button', { name: 'film' })).toBeVisible();
    return dialog;
  };
  const addTag = async (dialog: Awaited<ReturnType<typeof openTags>>, value: string) => {
    const field = dialog.getByRole('combobox', { name: 'Tags' });
    await field.fill(value);
    await field.press('Enter');
  };
  const alice = await editorOn(browser, baseURL, path);
  const bob = await editorOn(browser, baseURL, path);

  // Both open the dialog on the same version; Alice saves first.
  const bobDialog = await openTags(bob);
  const aliceDialog = await openTags(alice);
  await addTag(aliceDialog, 'open');
  await aliceDialog.getByRole('button', { name: 'Save tags' }).click();
  await expect(aliceDialog).toBeHidden();

  await addTag(bobDialog, 'animation');
  await bobDialog.getByRole('button', { name: 'Save tags' }).click();
  const conflict = await conflictDialog(bob);
  await expectOneConflictRow(conflict, /Tags/, 'film, animation', 'film, open');

  // Keep mine: saved over Alice's tags, at the version the 409 answered.
  await conflict.getByRole('button', { name: 'Keep mine' }).click();
  await expect(conflict).toBeHidden();
  await expect(bobDialog).toBeHidden();
  const saved = await api.get<Magnet>(`/admin/magnets/${magnet.id}`);
  expect(saved.tags).toEqual(['film', 'animation']);
  expect(saved.version).toBe(magnet.version + 2);

  await api.send('DELETE', `/admin/magnets/${magnet.id}`);
  await alice.context().close();
  await bob.context().close();
});
