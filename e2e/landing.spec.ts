import { holdPageCode, hydrationErrors, markServerField } from './before-hydration';
import { expect as baseExpect, test } from './support';

// Each step waits on an answer from the server: give a loaded machine time.
const expect = baseExpect.configure({ timeout: 30_000 });

test('the landing page arrives drawn by the server and is hydrated in place, keeping what was typed and pressed before', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  // The app's code is held back: what a visitor does before it runs is what is tested.
  const release = await holdPageCode(page, '**/assets/index-*.js');
  const rendered = page.locator('#root[data-hydrate]');
  await test.step("the server's drawing", async () => {
    // Not 'domcontentloaded': that waits for the held module script.
    await page.goto('/front-pages/landing-page', { waitUntil: 'commit' });
    // Drawn by the server (decision 018): the reviews are there before any of the app's code has run.
    await expect(
      rendered.getByRole('heading', { name: 'One back office for your whole shop', level: 1 }),
    ).toBeVisible();
    await expect(
      rendered.getByRole('region', { name: 'What people say' }).getByRole('figure').first(),
    ).toBeVisible();
    await markServerField(page.getByLabel('Full name'));
    // Each section below the fold is a Suspense boundary of its own (React's `<!--$-->` before it), which
    // the browser hydrates in a pass of its own after the top of the page: no one long task for all.
    const html = await page.content();
    for (const id of ['features', 'reviews', 'team', 'faq', 'contact-us'])
      expect(html).toMatch(new RegExp(`<!--\\$--><section[^>]* id="${id}"`));
  });

  await test.step('typing and Send before the code has run reach the app once it has', async () => {
    await page.getByLabel('Full name').fill('Landing Visitor');
    await page.getByLabel('E-mail address').fill('landing.visitor@example.com');
    await page.getByLabel('Message').fill('Do you ship to Lisbon?');
    await page.getByRole('button', { name: 'Send the message' }).click();
    // Held: no native submit went out, the page is still the server's.
    await expect(rendered).toHaveCount(1);
    release();
    await expect(page.getByText('Thank you: your message has been sent.')).toBeVisible();
    await expect(rendered).toHaveCount(0);
    await expect(page.getByLabel('Full name')).toHaveValue('');
    // Hydrated: the very field the server sent is the app's, and React found its tree as drawn.
    expect(await page.evaluate(() => (window as { serverField?: Element }).serverField?.isConnected)).toBe(
      true,
    );
    expect(hydrationErrors(errors)).toEqual([]);
  });

  await test.step("the app's header switches the language", async () => {
    await page.getByRole('button', { name: /language/i }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await expect(
      page.getByRole('heading', { name: 'Un seul back-office pour toute votre boutique', level: 1 }),
    ).toBeVisible();
  });
});

test('a reader whose stored view differs sees the app draw the page, in their language and mode', async ({
  page,
}) => {
  await page.goto('/login');
  await page.evaluate(() => {
    localStorage.setItem('yunkong-language', '"ar"');
    localStorage.setItem('yunkong-theme', '"dark"');
  });
  await page.context().clearCookies();
  await page.goto('/front-pages/landing-page');
  await expect(page.getByRole('heading', { name: 'واجهة خلفية واحدة لمتجرك كله', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // The next visit is drawn by the server in that view.
  const again = await page.request.get('/front-pages/landing-page', {
    headers: { cookie: (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ') },
  });
  expect(await again.text()).toContain('<meta name="ssr-view" content="ar.dark.dark">');
});
