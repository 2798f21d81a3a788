import { expect as baseExpect, test } from './support';

// Each step waits on an answer from the server: give a loaded machine time.
const expect = baseExpect.configure({ timeout: 30_000 });

test('the landing page arrives drawn by the server, and the app takes over at the first move with what was typed', async ({
  page,
}) => {
  // Steps, so that a report says which part took the time (in one CI run the first attempt ran into
  // the 90 s test timeout, its retry took 7.6 s).
  const rendered = page.locator('#ssr-page');
  await test.step("the server's drawing", async () => {
    // The drawing is in the HTML itself: nothing to wait for after the document is parsed (fonts
    // and the logo still loading, or the app's code being prefetched, change nothing below).
    await page.goto('/front-pages/landing-page', { waitUntil: 'domcontentloaded' });
    // Drawn by the server (decision 018): the reviews are there before any of the app's code has run.
    await expect(
      rendered.getByRole('heading', { name: 'One back office for your whole shop', level: 1 }),
    ).toBeVisible();
    await expect(
      rendered.getByRole('region', { name: 'What people say' }).getByRole('figure').first(),
    ).toBeVisible();
    expect(await page.evaluate(() => document.querySelector('#root')?.childElementCount)).toBe(0);
  });

  await test.step('typing and Send carry over to the app', async () => {
    // Typing into the drawn form starts the app; the text and the press on Send carry over to it.
    await page.getByLabel('Full name').fill('Landing Visitor');
    await page.getByLabel('E-mail address').fill('landing.visitor@example.com');
    await page.getByLabel('Message').fill('Do you ship to Lisbon?');
    await page.getByRole('button', { name: 'Send the message' }).click();
    await expect(page.getByText('Thank you: your message has been sent.')).toBeVisible();
    await expect(rendered).toHaveCount(0);
    await expect(page.getByLabel('Full name')).toHaveValue('');
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
