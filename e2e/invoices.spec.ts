import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { ADMIN, apiAs, expect as baseExpect, openAs, test } from './support';

// Every step waits on a save or a reload of the list: give a loaded machine time.
const expect = baseExpect.configure({ timeout: 30_000 });

test('an admin creates an invoice with two items, downloads and sends its PDF, records payments until it is paid, then deletes it', async ({
  page,
}) => {
  // A long journey: create, download, send, two payments, delete.
  test.setTimeout(420_000);
  await openAs(page, ADMIN, '/apps/invoice/list');
  const table = page.getByRole('table', { name: 'Invoices' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('button', { name: 'Create invoice' }).click();
  await expect(page.getByRole('heading', { name: 'Create invoice', level: 1 })).toBeVisible();

  await page.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('textbox', { name: 'Service' }).fill('Website redesign');

  const first = page.getByRole('group', { name: 'Item 1' });
  await first.getByRole('textbox', { name: 'Item' }).fill('Design');
  await first.getByRole('spinbutton', { name: 'Cost' }).fill('1000');
  await first.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await page.getByRole('button', { name: 'Add item' }).click();
  const second = page.getByRole('group', { name: 'Item 2' });
  await second.getByRole('textbox', { name: 'Item' }).fill('Hosting');
  await second.getByRole('spinbutton', { name: 'Cost' }).fill('250.50');
  // Live totals: 2 × 1000 + 250.50.
  await expect(page.getByTestId('invoice-form-total')).toHaveText('$2,250.50');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/apps\/invoice\/preview\/\d+$/);
  const id = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('heading', { name: `Invoice #${id}`, level: 1 })).toBeVisible();
  const balance = page.getByTestId('invoice-balance');
  await expect(balance).toHaveText('$2,250.50');

  // It is in the list, found by its number.
  await page.goto('/apps/invoice/list');
  await page.getByRole('searchbox', { name: 'Search invoices' }).fill(id);
  await expect(page).toHaveURL(new RegExp(`q=${id}(&|$)`));
  await expect(table.getByRole('link', { name: `#${id}`, exact: true })).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText('Draft');

  // The row's download gives the PDF file.
  const [fromList] = await Promise.all([
    page.waitForEvent('download'),
    table.getByRole('button', { name: `Download invoice #${id} as PDF` }).click(),
  ]);
  expect(fromList.suggestedFilename()).toBe(`invoice-${id}.pdf`);

  // On the preview: the PDF downloads as a real file and the Draft became Downloaded.
  await table.getByRole('link', { name: `Preview invoice #${id}` }).click();
  const document = page.getByRole('article', { name: `Invoice #${id}` });
  await expect(document).toContainText('Downloaded');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`invoice-${id}.pdf`);
  const file = await readFile(await download.path());
  expect(file.subarray(0, 5).toString()).toBe('%PDF-');
  expect(file.length).toBeGreaterThan(1024);

  // Sending: this server has no SMTP_URL, so the drawer says the mail did not leave, and the
  // status stays (an accepted mail moves it to Sent: see invoice-send.test.ts with a real SMTP server).
  await page.getByRole('button', { name: 'Send invoice' }).click();
  const sendForm = page.getByRole('form', { name: 'Send invoice' });
  await expect(sendForm.getByRole('textbox', { name: 'Subject' })).toHaveValue(`Invoice #${id}`);
  await sendForm.getByRole('textbox', { name: 'To' }).fill('not an address');
  await sendForm.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(sendForm.getByText('Enter e-mail addresses separated by commas')).toBeVisible();
  await sendForm.getByRole('textbox', { name: 'To' }).fill('billing@client.example, accounts@client.example');
  await sendForm.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(sendForm.getByRole('alert')).toContainText('no mail server is configured');
  await sendForm.getByRole('button', { name: 'Cancel' }).click();
  await expect(document).toContainText('Downloaded');

  // A first payment leaves money owed, the second settles it.
  await page.getByRole('button', { name: 'Add payment' }).click();
  const drawer = page.getByRole('form', { name: 'Add payment' });
  await drawer.getByRole('spinbutton', { name: 'Payment amount' }).fill('1000');
  await drawer.getByRole('button', { name: 'Record payment' }).click();
  await expect(balance).toHaveText('$1,250.50');
  await expect(document).toContainText('Partial payment');

  await page.getByRole('button', { name: 'Add payment' }).click();
  // The drawer offers the balance due.
  await expect(drawer.getByRole('spinbutton', { name: 'Payment amount' })).toHaveValue('1250.5');
  await drawer.getByRole('button', { name: 'Record payment' }).click();
  await expect(balance).toHaveText('$0.00');
  await expect(document).toContainText('Paid');
  await expect(page.getByRole('list', { name: 'Payments received' }).getByRole('listitem')).toHaveCount(2);

  // Deleted after confirming, and gone from the list.
  await page.goto(`/apps/invoice/list?q=${id}`);
  await table.getByRole('button', { name: `Delete invoice #${id}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete this invoice?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText(`Invoice #${id} deleted`)).toBeVisible();
  await expect(table.getByRole('link', { name: `#${id}`, exact: true })).toHaveCount(0);
});

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`${locator} is not on screen`);
  return b;
}
type Box = Awaited<ReturnType<typeof box>>;
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('the list’s date filters sit side by side, each with its own label', async ({ page }) => {
  await openAs(page, ADMIN, '/apps/invoice/list');
  const from = await box(page.getByRole('group', { name: 'Issued from' }));
  const until = await box(page.getByRole('group', { name: 'Issued until' }));
  expect(overlap(from, until)).toBe(false);
  // One row: the same top, "until" after "from".
  expect(Math.abs(from.y - until.y)).toBeLessThan(2);
  expect(until.x).toBeGreaterThan(from.x + from.width);
});

test('a toast leaves the invoice’s totals readable, and at 390 px "Total due" keeps one line', async ({
  page,
  request,
}) => {
  const api = await apiAs(request, ADMIN);
  const { invoices } = await api.get<{ invoices: { clientId: number }[] }>('/apps/invoice');
  // Long bank details, as a real bank's are: the terms beside them must still keep their line.
  const created = await api.send<{ invoice: { id: number } }>('POST', '/apps/invoice', {
    clientId: invoices[0].clientId,
    issuedDate: '2026-05-01',
    dueDate: '2026-05-31',
    items: [{ item: 'Consulting', cost: 1200, quantity: 1 }],
    paymentDetails: {
      bankName: 'First Commonwealth Savings and Loan Bank of Springfield',
      country: 'United Kingdom',
      iban: 'GB29 NWBK 6016 1331 9268 19 0000 0000',
      swiftCode: 'NWBKGB2LXXX',
    },
  });
  const id = created.invoice.id;
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAs(page, ADMIN, `/apps/invoice/preview/${id}`);
  const totals = page.getByLabel('Totals', { exact: true });
  // The totals at the bottom of the window, where a toast shows.
  await totals.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  await page.getByRole('button', { name: 'Add payment' }).click();
  const drawer = page.getByRole('form', { name: 'Add payment' });
  await drawer.getByRole('spinbutton', { name: 'Payment amount' }).fill('1');
  await drawer.getByRole('button', { name: 'Record payment' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'recorded' });
  await expect(toast).toBeVisible();
  expect(overlap(await box(toast), await box(totals))).toBe(false);

  await page.setViewportSize({ width: 390, height: 844 });
  const term = page.getByRole('term').filter({ hasText: 'Total due' });
  const lineHeight = await term.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
  expect((await box(term)).height).toBeLessThan(lineHeight * 1.5);
});

test('the company typed in the store settings heads the invoice preview, in place of any fixed address', async ({
  page,
  request,
}) => {
  const api = await apiAs(request, ADMIN);
  const before = await api.get<{ storeDetails: Record<string, unknown> }>('/apps/ecommerce/settings');
  const { invoices } = await api.get<{ invoices: { id: number }[] }>('/apps/invoice');
  const id = invoices[0].id;
  try {
    await openAs(page, ADMIN, '/apps/ecommerce/settings');
    await page.getByRole('textbox', { name: 'Legal business name' }).fill('Hall & Robbins Ltd');
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Rue de Rivoli');
    await page.getByRole('textbox', { name: 'Apartment, suite, etc.' }).fill('');
    await page.getByRole('textbox', { name: 'Postal code' }).fill('75001');
    await page.getByRole('textbox', { name: 'City', exact: true }).fill('Paris');
    await page.getByRole('textbox', { name: 'State or region' }).fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Store details saved')).toBeVisible();

    await page.goto(`/apps/invoice/preview/${id}`);
    const document = page.getByRole('article', { name: `Invoice #${id}` });
    await expect(document.getByText('Hall & Robbins Ltd', { exact: true })).toBeVisible();
    // One line each, the empty apartment and state left out.
    const country = String(before.storeDetails.country ?? '');
    await expect
      .poll(() => document.locator('address').evaluate((el) => (el as HTMLElement).innerText))
      .toBe(['12 Rue de Rivoli', '75001 Paris', country].filter(Boolean).join('\n'));
    await expect(document).not.toContainText('Office 149');
  } finally {
    await api.send('PUT', '/apps/ecommerce/settings', { storeDetails: before.storeDetails });
  }
});
