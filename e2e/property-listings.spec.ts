import { ADMIN, expect as baseExpect, CLIENT, openAs, test } from './support';

const expect = baseExpect.configure({ timeout: 20_000 });

test('the property-listing wizard refuses empty and wrong steps, keeps values going back, stores the listing, and the list finds and deletes it', async ({
  page,
}) => {
  const city = `Lyon ${Date.now().toString(36)}`;
  await openAs(page, ADMIN, '/wizard-examples/property-listing');
  await expect(page.getByRole('heading', { name: 'List a property', level: 1 })).toBeVisible();
  const next = page.getByRole('button', { name: 'Next' });
  const back = page.getByRole('button', { name: 'Back', exact: true });

  // Step 1 untouched: refused, each field says why.
  await next.click();
  await expect(page.getByText('Choose one', { exact: true })).toBeVisible();
  await expect(page.getByText('Enter at least 2 characters')).toBeVisible();
  await page.getByRole('radio', { name: 'Owner' }).check();
  await page.getByLabel('Contact name').fill('Marie Curie');
  await page.getByLabel('E-mail').fill('marie@example.com');
  await page.getByLabel('Phone').fill('12');
  await next.click();
  await expect(page.getByText('Enter a phone number (at least 6 digits)')).toBeVisible();
  await page.getByLabel('Phone').fill('+33 4 72 00 00 00');
  await next.click();

  // Step 2: the kinds follow the type.
  await expect(page.getByRole('radio', { name: 'Residential' })).toBeVisible();
  await page.getByRole('radio', { name: 'Commercial' }).check();
  await page.getByLabel('Kind of property').click();
  await expect(page.getByRole('option', { name: 'Apartment' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Office' }).click();
  await page.getByRole('radio', { name: 'Residential' }).check();
  // An office is no home: the kind is asked again.
  await next.click();
  await expect(page.getByText('Choose one', { exact: true }).first()).toBeVisible();
  await page.getByLabel('Kind of property').click();
  await page.getByRole('option', { name: 'Apartment' }).click();
  await page.getByLabel('Country').click();
  await page.getByRole('option', { name: 'France' }).click();
  await page.getByLabel('State or region').fill('Auvergne-Rhône-Alpes');
  await page.getByLabel('City').fill(city);
  await page.getByLabel('Postal code').fill('69002');
  await page.getByLabel('Address').fill('12 quai Saint-Antoine');
  await next.click();

  // Step 3: furnishing chips show once something is furnished.
  await page.getByLabel('Bedrooms').fill('3');
  await page.getByLabel('Floor').fill('2');
  await page.getByRole('radio', { name: 'Semi-furnished' }).check();
  await page.getByRole('button', { name: 'Fridge' }).click();
  await page.getByRole('button', { name: 'Wi-Fi' }).click();
  await expect(page.getByRole('button', { name: 'Fridge' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Attached balcony').check();
  await next.click();

  // Step 4: the carpet area may not pass the total area.
  await page.getByRole('radio', { name: 'Square metres' }).check();
  await page.getByLabel('Total area').fill('80');
  await page.getByLabel('Carpet area').fill('95');
  await page.getByRole('radio', { name: 'Ready to move in' }).check();
  await page.getByRole('radio', { name: 'Resale' }).check();
  await next.click();
  await expect(page.getByText('Must not exceed the total area')).toBeVisible();
  await page.getByLabel('Carpet area').fill('72');
  await page.getByRole('button', { name: 'Market' }).click();
  await next.click();

  // Back keeps what was typed and chosen, on the earlier steps.
  await expect(page.getByLabel('Expected price')).toBeVisible();
  await back.click();
  await expect(page.getByLabel('Carpet area')).toHaveValue('72');
  await back.click();
  await expect(page.getByLabel('Bedrooms')).toHaveValue('3');
  await expect(page.getByRole('button', { name: 'Wi-Fi' })).toHaveAttribute('aria-pressed', 'true');
  await back.click();
  await expect(page.getByLabel('City')).toHaveValue(city);
  await next.click();
  await next.click();
  await next.click();

  // Step 5: the price per unit follows the price; the booking amount stays within it.
  await page.getByLabel('Expected price').fill('400000');
  await expect(page.getByText('Price per m²: $5,000.00')).toBeVisible();
  await page.getByLabel('Booking amount').fill('500000');
  await next.click();
  await expect(page.getByText('Must not exceed the expected price')).toBeVisible();
  await page.getByLabel('Booking amount').fill('20000');
  await page.getByRole('button', { name: 'Car parking' }).click();
  await page.getByRole('radio', { name: 'Negotiable' }).check();
  await next.click();

  // The review shows the listing as it will be stored, and a step can be opened again from it.
  await expect(page.getByRole('heading', { name: 'Review the listing' })).toBeVisible();
  await expect(page.getByText('Fridge, Wi-Fi')).toBeVisible();
  await expect(page.getByText('12 quai Saint-Antoine')).toBeVisible();
  await page.getByRole('button', { name: 'Edit Price' }).click();
  await expect(page.getByLabel('Expected price')).toHaveValue('400000');
  await next.click();
  await page.getByRole('button', { name: 'Submit listing' }).click();
  const done = page.getByRole('status').filter({ hasText: 'submitted' });
  await expect(done).toContainText(`Listing “Apartment, ${city}” submitted`);

  // The list finds it and deletes it behind a confirmation.
  await done.getByRole('link', { name: 'See it in the listings' }).click();
  await expect(page.getByRole('heading', { name: 'Property listings', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: city });
  await expect(row).toContainText('$400,000.00');
  await expect(row).toContainText('Negotiable · ');
  await expect(row).toContainText('Marie Curie');
  await row.getByRole('button', { name: `Delete Apartment, ${city}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No listing matches these filters')).toBeVisible();
});

test('the list filters by property type, and a user without the subject is kept out', async ({ page }) => {
  await openAs(page, ADMIN, '/apps/property-listings');
  await expect(page.getByRole('row').filter({ hasText: 'Paris' })).toBeVisible();
  await page.getByLabel('Property type').click();
  await page.getByRole('option', { name: 'Commercial' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Mumbai' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Paris' })).toHaveCount(0);
  await expect(page).toHaveURL(/propertyType=commercial/);

  await openAs(page, CLIENT, '/apps/property-listings');
  await expect(page).toHaveURL(/not-authorized/);
});
