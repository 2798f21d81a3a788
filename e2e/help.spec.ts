import { ADMIN, expect as baseExpect, openAs, test } from './support';

// Each step waits on an answer from the server: give a loaded machine time.
const expect = baseExpect.configure({ timeout: 30_000 });

test('searching the FAQ keeps only the matching questions, and the search stays in the URL', async ({
  page,
}) => {
  await openAs(page, ADMIN, '/pages/faq');
  await expect(page.getByRole('heading', { name: 'Hello, how can we help?', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Payment' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search the questions' }).fill('CANCEL');
  await expect(page).toHaveURL(/q=CANCEL/);
  // Only the groups with a match, each with its count; only the matching questions.
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(1);
  await expect(tabs.first()).toHaveText('Orders (1)');
  const panel = page.getByRole('tabpanel');
  const question = 'Can I cancel or change my order after placing it?';
  await expect(panel.getByRole('button', { name: question, exact: true })).toBeVisible();
  await expect(panel.getByText(/^Not from the checkout/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'How do I track my order?' })).toHaveCount(0);

  // A reload shows the same search; nothing matching shows the empty state.
  await page.reload();
  await expect(page.getByRole('tab')).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Search the questions' }).fill('xylophone');
  await expect(page.getByRole('heading', { name: 'No question matches “xylophone”' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(page.getByRole('tab')).toHaveCount(5);
});

test('an admin adds, edits and deletes a FAQ question', async ({ page }) => {
  await openAs(page, ADMIN, '/pages/faq');
  await page.getByRole('tab', { name: 'Delivery' }).click();
  await page.getByRole('button', { name: 'Add question' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a question' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter at least 5 characters').first()).toBeVisible();
  await dialog.getByLabel('Question').fill('Do you deliver on Sundays?');
  await dialog.getByLabel('Answer').fill('No, deliveries run from Monday to Saturday.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const question = page.getByRole('button', { name: 'Do you deliver on Sundays?', exact: true });
  await expect(question).toBeVisible();

  await question.click();
  await page.getByRole('button', { name: 'Edit “Do you deliver on Sundays?”' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit the question' });
  await edit.getByLabel('Question').fill('Do you deliver on Sundays and holidays?');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('button', { name: 'Do you deliver on Sundays and holidays?', exact: true }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Delete “Do you deliver on Sundays and holidays?”' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this question?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('button', { name: 'Do you deliver on Sundays and holidays?' })).toHaveCount(0);
});

test('the help center works signed out: search as you type, open an article, back to the center', async ({
  page,
}) => {
  await page.goto('/front-pages/help-center');
  await expect(page.getByRole('heading', { name: 'Popular articles' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search the help center' }).fill('damag');
  const results = page.getByRole('region', { name: 'Search results' });
  const hit = results.getByRole('link', { name: /Ask about a delivery/ });
  await expect(hit).toBeVisible();
  await expect(hit.locator('mark').first()).toHaveText(/damage/i);
  await hit.click();

  await expect(page).toHaveURL(/\/front-pages\/help-center\/article\/ask-about-a-delivery$/);
  await expect(page.getByRole('heading', { name: 'Ask about a delivery', level: 1 })).toBeVisible();
  await expect(page.getByRole('article')).toContainText('Send the message');
  await expect(page.getByText(/Last updated/)).toBeVisible();
  const related = page.getByRole('complementary', { name: 'Articles in this section' });
  await related.getByRole('link', { name: 'Delivery options and costs' }).click();
  await expect(page.getByRole('heading', { name: 'Delivery options and costs', level: 1 })).toBeVisible();

  await page.goto('/front-pages/help-center/article/no-such-article');
  await expect(page.getByRole('heading', { name: 'Article not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the help center' }).click();
  await expect(page.getByRole('heading', { name: 'Knowledge base' })).toBeVisible();
});

test('the front layout offers a menu at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/front-pages/landing-page');
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Help center' }).click();
  await expect(page).toHaveURL(/\/front-pages\/help-center$/);
  await expect(page.getByRole('heading', { name: 'Hello, how can we help?', level: 1 })).toBeVisible();
});

test('the public pricing page shows the stored plans, switches to yearly in the URL, and leads a visitor to sign up', async ({
  page,
}) => {
  await page.goto('/front-pages/landing-page');
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/front-pages\/pricing$/);
  await expect(page.getByRole('heading', { name: 'Pricing plans', level: 1 })).toBeVisible();
  await expect(page.getByText('Billed every month').first()).toBeVisible();

  await page.getByLabel('Pay yearly').check();
  await expect(page).toHaveURL(/cycle=yearly/);
  await expect(page.getByText(/billed once a year/).first()).toBeVisible();

  await page.getByRole('link', { name: 'Get started: Team' }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test('the cart article describes the shop’s own checkout, step by step', async ({ page }) => {
  await page.goto('/front-pages/help-center/article/how-to-add-a-product-to-the-cart');
  const article = page.getByRole('article').or(page.locator('main')).first();
  await expect(article).toContainText('Place the order');
  // Nothing the shop does not have: no product options, no cart kept for days.
  await expect(article).not.toContainText('colour');
  await expect(article).not.toContainText('30 days');

  // Every control it names is there, in its order.
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Shop' }).click();
  await page
    .getByRole('list', { name: 'Products for sale' })
    .getByRole('button', { name: /^Add / })
    .first()
    .click();
  await expect(page.getByRole('list', { name: 'Cart' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Full name')).toBeVisible();
});

test('the delivery question article leads to the contact form it describes', async ({ page }) => {
  await page.goto('/front-pages/help-center/article/ask-about-a-delivery');
  const article = page.getByRole('article');
  await expect(article).toContainText('Send the message');
  await expect(article).not.toContainText('Report a problem');

  // Home, then Contact us, then the three fields and the button it names.
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/front-pages\/landing-page$/);
  await expect(page.getByText('Contact us', { exact: true }).first()).toBeVisible();
  await expect(page.getByLabel('Full name')).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toBeVisible();
  await expect(page.getByLabel('Message')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send the message' })).toBeVisible();
});
