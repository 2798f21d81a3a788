import en from '../apps/web/src/features/ui-kit/locales/en.json' with { type: 'json' };
import { uiKitCatalogues } from '../apps/web/src/features/ui-kit/ui-kit-catalogue.ts';
import { uiKitSections } from '../apps/web/src/features/ui-kit/ui-kit-section.ts';
import { seriousViolations } from './axe';
import { CLIENT, expect, openAs, pageErrors, test } from './support';

type Titles = Record<string, { title: string }>;
const titleOf = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string;

for (const section of uiKitSections) {
  const { names, pages } = uiKitCatalogues[section];
  test(`/${section} and each of its ${names.length} pages render with no console error and no serious axe violation`, async ({
    page,
  }) => {
    test.setTimeout(60_000 + names.length * 15_000);
    const errors = pageErrors(page, { console: true });
    await openAs(page, CLIENT, `/${section}`);
    const sectionTitle = (en.sections as Titles)[section].title;
    await expect(page.getByRole('heading', { level: 1, name: sectionTitle })).toBeVisible();
    if (names.length === 0) await expect(page.getByText(en.index.empty)).toBeVisible();
    // In the page, not the menu: its "Charts" group is a list of the same name.
    else
      await expect(
        page.getByRole('main').getByRole('list', { name: sectionTitle, exact: true }).getByRole('link'),
      ).toHaveCount(names.length);
    expect(await seriousViolations(page)).toEqual([]);

    // From the index to the first page, then page after page by their "Next" links: the app's router
    // draws each one in the same document, as for a reader, and axe-core stays in it (a full load per
    // page took this spec's tests 68 s against 40 s, decision 016, session 16). Each page ends at its
    // own address; the accessibility spec opens the first of each section by its URL.
    for (const [i, name] of names.entries()) {
      const title = titleOf(pages[name].title);
      if (i === 0)
        await page
          .getByRole('main')
          .getByRole('list', { name: sectionTitle, exact: true })
          .getByRole('link')
          .first()
          .click();
      else
        await page
          .getByRole('navigation', { name: en.frame.pager })
          .getByRole('link', { name: en.frame.next.replace('{{title}}', title), exact: true })
          .click();
      await expect(page).toHaveURL(new RegExp(`/${section}/${name}$`));
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true }), name).toBeVisible();
      await expect(page.getByRole('navigation', { name: en.frame.breadcrumb })).toBeVisible();
      // The page's chunk has loaded and rendered its examples (no skeleton left).
      await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
      expect(await seriousViolations(page), `/${section}/${name}`).toEqual([]);
    }
    expect(errors).toEqual([]);
  });
}

test('an unknown page of a section is a 404', async ({ page }) => {
  await openAs(page, CLIENT, '/components/no-such-component');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('a specimen switches to dark and to right to left on its own, and the pages link to each other', async ({
  page,
}) => {
  await openAs(page, CLIENT, '/components/button');
  const first = page.getByRole('region').first();
  const preview = first.getByRole('group', { name: /^Example: / });
  await expect(preview).toHaveAttribute('dir', 'ltr');
  await expect(preview).toHaveAttribute('data-mode', 'light');
  const lightBackground = await preview.evaluate((node) => getComputedStyle(node).backgroundColor);

  await first.getByRole('button', { name: en.frame.dark }).click();
  await expect(preview).toHaveAttribute('data-mode', 'dark');
  await expect
    .poll(() => preview.evaluate((node) => getComputedStyle(node).backgroundColor))
    .not.toBe(lightBackground);
  await first.getByRole('button', { name: en.frame.rtl }).click();
  await expect(preview).toHaveAttribute('dir', 'rtl');
  // The rest of the app keeps its own look.
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

  await page.getByRole('link', { name: `Next: ${en.components.chip.title}` }).click();
  await expect(page).toHaveURL(/\/components\/chip$/);
  await page.getByRole('navigation', { name: en.frame.breadcrumb }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: en.sections.components.title })).toBeVisible();
});

test('the examples work: a dialog validates, the tour runs, a task moves by keyboard, the carousel follows the arrows', async ({
  page,
}) => {
  const errors = pageErrors(page, { console: true });
  await openAs(page, CLIENT, '/components/dialog');
  await page.getByRole('button', { name: 'Invite a member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a member' });
  await dialog.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(dialog.getByText('This field is required').first()).toBeVisible();
  await dialog.getByLabel('Full name').fill('Ada Lovelace');
  await dialog.getByLabel('E-mail').fill('ada@example.com');
  await dialog.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByText('Ada Lovelace was invited.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Team members' })).toContainText('Ada Lovelace');

  await page.goto('/extensions/tour');
  await page.getByRole('button', { name: 'Start the tour' }).click();
  await expect(page.locator('.driver-popover-title')).toHaveText('Welcome');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('.driver-popover-title')).toHaveText('The menu');
  await page.keyboard.press('Escape');
  await expect(page.getByText('The tour has ended.')).toBeVisible();

  await page.goto('/extensions/drag-and-drop');
  const list = page.getByRole('list', { name: 'Product page checklist' });
  await list.getByRole('button', { name: 'Take the photos' }).focus();
  // dnd-kit animates each step: one key at a time.
  for (const key of ['Space', 'ArrowDown', 'Space']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(400);
  }
  await expect(list.getByRole('listitem').first()).toHaveText('Check the prices');

  await page.goto('/extensions/carousel');
  const carousel = page.getByRole('region', { name: 'Shop highlights', exact: true });
  await carousel.focus();
  await page.keyboard.press('ArrowRight');
  await expect(carousel.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  expect(errors).toEqual([]);
});
