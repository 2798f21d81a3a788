import { ADMIN, expect as baseExpect, openAs, test } from './support';

// Each step waits on an answer from the server: give a loaded machine time.
const expect = baseExpect.configure({ timeout: 30_000 });

test('an admin pastes a magnet link, sees it parsed, and finds it by its hash', async ({ page }) => {
  const hash = 'e2e0c0ffee1234567890abcdef1234567890abcd';
  await openAs(page, ADMIN, '/admin/magnet');
  await expect(page.getByRole('heading', { name: 'Magnet links', level: 1 })).toBeVisible();

  const field = page.getByRole('textbox', { name: 'Magnet link' });
  // A wrong hash length is refused as the admin types, before anything is sent.
  await field.fill('magnet:?xt=urn:btih:e2e0c0ffee');
  await expect(
    page.getByText('The info-hash must be 40 hexadecimal digits or 32 base32 characters'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add link' })).toBeDisabled();

  await field.fill(
    `magnet:?xt=urn:btih:${hash.toUpperCase()}&dn=Journey%20%26%20Test%20%C3%A9t%C3%A9&xl=1048576&tr=udp%3A%2F%2Ftracker.example%3A1337%2Fannounce`,
  );
  const preview = page.getByRole('definition');
  await expect(page.getByText('Valid magnet link')).toBeVisible();
  await expect(preview.filter({ hasText: hash })).toBeVisible();
  await expect(preview.filter({ hasText: 'Journey & Test été' })).toBeVisible();
  await expect(preview.filter({ hasText: '1 MB' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Tags' }).fill('journey');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Add link' }).click();
  await expect(page.getByText('Journey & Test été was added.')).toBeVisible();

  // The same hash again, in another case and without a name, is refused by the server.
  await field.fill(`magnet:?xt=urn:btih:${hash}`);
  await page.getByRole('button', { name: 'Add link' }).click();
  await expect(page.getByText('This link is already in the catalogue (same info-hash)')).toBeVisible();
  await page.getByRole('button', { name: 'Clear', exact: true }).click();

  // Found by a part of its hash; the search is kept in the URL.
  await page.getByRole('searchbox', { name: 'Search links' }).fill(hash.slice(4, 20));
  await expect(page).toHaveURL(/q=/);
  const table = page.getByRole('table', { name: 'Magnet links' });
  await expect(table.getByText('Journey & Test été')).toBeVisible();
  await expect(table.getByText('Sintel')).toHaveCount(0);
  await expect(table.getByRole('button', { name: 'Show the links tagged journey' })).toBeVisible();

  // Deleted behind a confirmation.
  await table.getByRole('button', { name: 'Delete Journey & Test été' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Journey & Test été was deleted.')).toBeVisible();
  await expect(page.getByText('No magnet link matches this search')).toBeVisible();
});

test('an admin formats a JSON document and decodes a JWT in the toolbox', async ({ page }) => {
  await openAs(page, ADMIN, '/admin/tool');
  await expect(page.getByText('nothing you paste or type is sent to the server')).toBeVisible();

  const json = page.getByRole('textbox', { name: 'JSON' });
  await json.fill('{"name": "Zoé",\n "tags": [1, 2,]}');
  await expect(page.getByRole('alert')).toContainText('Line 2, column 16');
  await json.fill('{"name": "Zoé", "tags": [1, 2]}');
  await expect(page.getByText('Valid JSON')).toBeVisible();
  await page.getByRole('button', { name: 'Format' }).click();
  await expect(json).toHaveValue('{\n  "name": "Zoé",\n  "tags": [\n    1,\n    2\n  ]\n}');

  await page.getByRole('tab', { name: 'JWT decode' }).click();
  await expect(page).toHaveURL(/tool=jwt/);
  await expect(page.getByText('The signature is NOT verified')).toBeVisible();
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const token = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '42', name: 'Zoé', exp: 1700000000 })}.c2ln`;
  await page.getByRole('textbox', { name: 'Token' }).fill(token);
  await expect(page.getByRole('textbox', { name: 'Header' })).toHaveValue(/"alg": "HS256"/);
  await expect(page.getByRole('textbox', { name: 'Payload' })).toHaveValue(/"name": "Zoé"/);
  await expect(page.getByText('Expired')).toBeVisible();
});
