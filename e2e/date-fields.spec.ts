import type { Page } from '@playwright/test';
import { ADMIN, expect, openAs, test } from './support';

/** Today as DD, MM and YYYY in the browser's time zone, as the invoice form's default issue date. */
function today() {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, '0');
  return { day: two(now.getDate()), month: two(now.getMonth() + 1), year: String(now.getFullYear()) };
}

async function openInLanguage(page: Page, language: string, path: string) {
  await openAs(page, ADMIN, '/api/health');
  await page.evaluate((l) => localStorage.setItem('yunkong-language', JSON.stringify(l)), language);
  await page.goto(path);
}

test('in French a date field reads and takes JJ/MM/AAAA, and its calendar speaks French', async ({
  page,
}) => {
  await openInLanguage(page, 'fr', '/apps/invoice/add');
  const { day, month, year } = today();
  const issued = page.getByRole('group', { name: "Date d'émission" });
  await expect(issued.getByRole('spinbutton')).toHaveText([day, month, year]);
  await expect(issued.getByRole('spinbutton').first()).toHaveAccessibleName('Jour');

  const due = page.getByRole('group', { name: 'Échéance' });
  await due.getByRole('spinbutton').first().click();
  await page.keyboard.type('15042026');
  await expect(due.getByRole('spinbutton')).toHaveText(['15', '04', '2026']);

  await page
    .getByRole('button', { name: /^Choisir la date, la date sélectionnée est/ })
    .last()
    .click();
  const calendar = page.getByRole('dialog');
  await expect(calendar.getByText('avril 2026')).toBeVisible();
  await calendar.getByRole('gridcell', { name: '20' }).click();
  await expect(due.getByRole('spinbutton')).toHaveText(['20', '04', '2026']);
});

test('in Arabic a date field is laid out right to left, asks for the day first in Arabic words, and filters the list', async ({
  page,
}) => {
  await openInLanguage(page, 'ar', '/apps/invoice/list');
  const from = page.getByRole('group', { name: 'صادرة من' });
  const sections = from.getByRole('spinbutton');
  await expect(sections).toHaveText(['يوم', 'شهر', 'سسسس']);
  await sections.first().click();
  await page.keyboard.type('15042026');
  await expect(sections).toHaveText(['15', '04', '2026']);
  await expect(page).toHaveURL(/start=2026-04-15/);
  // Right to left: the calendar button on the left, the digits at the right; the digits themselves
  // keep MUI X's left-to-right run (15/04/2026), as Arabic writes numbers.
  const button = await from.getByRole('button').boundingBox();
  const day = await sections.first().boundingBox();
  expect(button && day && button.x < day.x).toBe(true);
});
