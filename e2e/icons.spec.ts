import { CLIENT, expect, openAs, test } from './support';

test('searching the icons and selecting one copies its React import, and the search stays in the URL', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openAs(page, CLIENT, '/pages/icons');
  await expect(page.getByText(/^\d[\d,]* icons$/)).toBeVisible();
  // Words match names and tags; the icon whose name starts with the query comes first.
  await page.getByLabel('Search icons').fill('truck delivery');
  await expect(page.getByRole('status')).toHaveText(/^\d+ icons$/);
  await expect(page.getByRole('list', { name: 'Icons found' }).getByRole('listitem').first()).toHaveText(
    'truck-delivery',
  );
  await expect(page).toHaveURL(/q=truck/);
  // The component name finds exactly one.
  await page.getByLabel('Search icons').fill('IconTruckDelivery');
  await expect(page.getByRole('status')).toHaveText('1 icon');

  await page.getByRole('button', { name: 'Copy the import of IconTruckDelivery' }).click();
  await expect(page.getByText('Copied: import IconTruckDelivery')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    "import { IconTruckDelivery } from '@tabler/icons-react';",
  );

  // A search with no match says so and clears back to every icon.
  await page.getByLabel('Search icons').fill('no such icon at all');
  await expect(page.getByText('No icon matches this search.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(page.getByText(/^\d,\d{3} icons$/)).toBeVisible();
});
