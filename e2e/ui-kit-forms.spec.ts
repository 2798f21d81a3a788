import { ADMIN, expect, openAs, pageErrors, test } from './support';

test('the forms pages validate in the browser, place a server refusal, finish the wizard, search on the server and refuse an end before the start', async ({
  page,
}) => {
  const errors = pageErrors(page);
  await openAs(page, ADMIN, '/forms/validation');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Enter at most 30 characters')).toBeVisible();

  await page.goto('/forms/wizard');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill('ada@example.com');
  await page.getByLabel(/^Password/).fill('analytical-engine');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: /^Full name/ }).fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: 'I accept the terms of use' }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Welcome, Ada Lovelace.')).toBeVisible();

  await page.goto('/forms/autocomplete');
  await page.getByRole('combobox', { name: 'Pages', exact: true }).fill('inv');
  await page.getByRole('option').first().click();
  await expect(page.getByText('1 page chosen')).toBeVisible();

  // The start and end are the app's day-and-time fields, typed part by part; an end before the
  // start is refused on its field.
  await page.goto('/forms/date-time-picker');
  const ends = page.getByRole('group', { name: /^Ends/ });
  await expect(ends.getByRole('spinbutton')).toHaveCount(6);
  await ends.getByRole('spinbutton').first().click();
  await page.keyboard.type('010120200900A');
  await expect(ends.getByRole('spinbutton', { name: 'Year' })).toHaveText('2020');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('The end must come after the start')).toBeVisible();
  expect(errors).toEqual([]);
});
