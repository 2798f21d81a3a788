import { ADMIN, expect as baseExpect, CLIENT, openAs, test } from './support';

const expect = baseExpect.configure({ timeout: 20_000 });

test('the checkout wizard checks each step, keeps values going back, and places an order the admin finds', async ({
  page,
  browser,
}) => {
  await openAs(page, CLIENT, '/wizard-examples/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();

  // An empty cart cannot go on.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText('The cart is empty: add at least one product.');
  const forSale = page.getByRole('list', { name: 'Products for sale' });
  await forSale.getByRole('button', { name: /^Add / }).first().click();
  await expect(page.getByRole('list', { name: 'Cart' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Next' }).click();

  // The address step refuses missing fields, then takes them.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('is required').first()).toBeVisible();
  await page.getByLabel('Full name').fill('Wizard Buyer');
  await page.getByLabel('E-mail').fill('wizard.buyer@example.com');
  await page.getByLabel(/^Address/).fill('1 Infinite Loop');
  await page.getByLabel('City').fill('Cupertino');
  await page.getByLabel('Postal code').fill('95014');
  await page.getByRole('button', { name: 'Next' }).click();

  // A card that fails the Luhn check is refused before the review.
  await page.getByLabel('Name on the card').fill('Wizard Buyer');
  await page.getByLabel('Card number').fill('4242 4242 4242 4241');
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('is not a valid card number')).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');

  // Back keeps what was typed.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('City')).toHaveValue('Cupertino');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  // The review prices the cart with the shop's shipping rate.
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText('Shipping: Standard, 3-5 days');
  await expect(page.getByText('Card ending in 4242')).toBeVisible();
  await page.getByRole('button', { name: 'Place the order' }).click();
  const done = page.getByRole('status').filter({ hasText: 'is placed' });
  await expect(done).toBeVisible();
  const number = ((await done.getByRole('heading').textContent()) ?? '').replace(/\D/g, '');

  // The admin finds it in the order list, payment Pending.
  const admin = await browser.newPage();
  await openAs(admin, ADMIN, `/apps/ecommerce/order/list?q=${number}`);
  const row = admin.getByRole('row').filter({ hasText: `#${number}` });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Pending');
  await admin.close();
});

test('a visitor places an order through the public checkout, and the admin finds it', async ({
  page,
  browser,
}) => {
  await page.goto('/front-pages/landing-page');
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Shop' }).click();
  await expect(page).toHaveURL(/\/front-pages\/checkout$/);
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();

  await page
    .getByRole('list', { name: 'Products for sale' })
    .getByRole('button', { name: /^Add / })
    .nth(1)
    .click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Full name').fill('Front Visitor');
  await page.getByLabel('E-mail').fill('front.visitor@example.com');
  await page.getByLabel(/^Address/).fill('5 Harbour Road');
  await page.getByLabel('City').fill('Boston');
  await page.getByLabel('Postal code').fill('02110');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Name on the card').fill('Front Visitor');
  await page.getByLabel('Card number').fill('5555 5555 5555 4444');
  await page.getByLabel('Expiry (MM/YY)').fill('10/38');
  await page.getByLabel('CVC').fill('321');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Card ending in 4444')).toBeVisible();
  await page.getByRole('button', { name: 'Place the order' }).click();
  const done = page.getByRole('status').filter({ hasText: 'is placed' });
  await expect(done).toBeVisible();
  // A visitor gets no link into the back office.
  await expect(page.getByRole('link', { name: 'Open the order' })).toHaveCount(0);
  const number = ((await done.getByRole('heading').textContent()) ?? '').replace(/\D/g, '');

  const admin = await browser.newPage();
  await openAs(admin, ADMIN, `/apps/ecommerce/order/list?q=${number}`);
  await expect(admin.getByRole('row').filter({ hasText: `#${number}` })).toContainText('Pending');
  await admin.close();
});

test('a visitor pays on one page: the total follows the cart, a bad card is refused on its field, and the order reaches the shop', async ({
  page,
  browser,
}) => {
  await page.goto('/front-pages/checkout');
  await page.getByRole('link', { name: 'Pay on one page' }).click();
  await expect(page).toHaveURL(/\/front-pages\/payment$/);
  const summary = page.getByRole('region', { name: 'Order summary' });

  // Paying with an empty cart says what is missing.
  await page.getByRole('button', { name: 'Place the order' }).click();
  await expect(page.getByText('Add a product to the cart to see the total.')).toBeVisible();

  await page
    .getByRole('list', { name: 'Products for sale' })
    .getByRole('button', { name: /^Add / })
    .first()
    .click();
  const total = summary.getByText('Total', { exact: true });
  await expect(total).toBeVisible();
  const totalOf = async () => (await total.locator('xpath=..').textContent()) ?? '';
  const one = await totalOf();
  await page.getByRole('spinbutton', { name: /^Quantity of / }).fill('2');
  await expect.poll(totalOf).not.toBe(one);
  await expect(summary).toContainText('× 2');

  await page.getByLabel('Full name').fill('One Page Visitor');
  await page.getByLabel('E-mail').fill('one.page@example.com');
  await page.getByLabel(/^Address/).fill('9 Quay Street');
  await page.getByLabel('City').fill('Boston');
  await page.getByLabel('Postal code').fill('02110');
  await page.getByLabel('Name on the card').fill('One Page Visitor');
  await page.getByLabel('Card number').fill('4242 4242 4242 4241');
  await page.getByLabel('Expiry (MM/YY)').fill('10/38');
  await page.getByLabel('CVC').fill('321');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  const done = page.getByRole('status').filter({ hasText: 'is placed' });
  await expect(done).toBeVisible();
  await expect(done).toContainText('card ending in 4242');
  const number = ((await done.getByRole('heading').textContent()) ?? '').replace(/\D/g, '');

  const admin = await browser.newPage();
  await openAs(admin, ADMIN, `/apps/ecommerce/order/list?q=${number}`);
  await expect(admin.getByRole('row').filter({ hasText: `#${number}` })).toContainText('Pending');
  await admin.close();
});

test('the address step offers only the countries the shop ships to, each of them priced', async ({
  page,
}) => {
  await openAs(page, CLIENT, '/wizard-examples/checkout');
  await page
    .getByRole('list', { name: 'Products for sale' })
    .getByRole('button', { name: /^Add / })
    .first()
    .click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('combobox', { name: 'Country' }).click();
  // The demo shop's one shipping zone lists the United States only (Settings → Shipping & delivery).
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['United States']);
});
