import type { Page } from '@playwright/test';
import { hydrated, slowCpu } from './before-hydration';
import { longestInteraction, recordInteractions } from './interaction-timing';
import { ADMIN, expect, openAs, test } from './support';

// Interaction to Next Paint of what people do most on the pages drawn by the server, with the CPU
// 4× slower (a mid-range phone): opening the account menu, typing in the order list's search and
// switching a dashboard's period must each paint their answer within 200 ms (web.dev's "good").
// The machine running the journeys is shared with other workers, so each interaction is tried three
// times and the quickest counts: the others' load is not the page's.

const INP_GOOD_MS = 200;
const TRIES = 3;

async function quickest(page: Page, act: () => Promise<void>, reset: () => Promise<void>) {
  const times: number[] = [];
  for (let i = 0; i < TRIES; i += 1) {
    await recordInteractions(page);
    await act();
    times.push(await longestInteraction(page));
    await reset();
  }
  return Math.min(...times);
}

test('the account menu and the order search answer within 200 ms with the CPU 4× slower', async ({
  page,
}) => {
  test.slow();
  await openAs(page, ADMIN, '/apps/ecommerce/order/list');
  const search = page.getByRole('searchbox', { name: 'Search orders' });
  await expect(search).toBeVisible();
  await hydrated(page);
  await slowCpu(page);
  const menuButton = page.getByRole('button', { name: /Account menu of/ });
  const menu = await quickest(
    page,
    async () => {
      await menuButton.click();
      await expect(page.getByRole('menu').getByRole('button', { name: 'Logout' })).toBeVisible();
    },
    async () => {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
      await expect(menuButton).toBeFocused();
    },
  );
  const typing = await quickest(
    page,
    async () => {
      await search.click();
      await search.pressSequentially('jo', { delay: 150 });
      await expect(search).toHaveValue('jo');
    },
    async () => {
      await search.fill('');
    },
  );
  test.info().annotations.push({ type: 'INP', description: `menu ${menu} ms, search ${typing} ms` });
  expect(menu, 'opening the account menu').toBeLessThanOrEqual(INP_GOOD_MS);
  expect(typing, 'typing in the order search').toBeLessThanOrEqual(INP_GOOD_MS);
});

test('a dashboard’s period shows as chosen at once, within 200 ms with the CPU 4× slower, before its figures arrive', async ({
  page,
}) => {
  test.slow();
  await openAs(page, ADMIN, '/dashboards/crm');
  const dashboard = page.getByTestId('crm-dashboard');
  await expect(dashboard).toHaveAttribute('aria-busy', 'false');
  await hydrated(page);
  // The new period's figures are held back: the press alone is judged, and the control must answer it
  // while the previous figures stay on screen, dimmed and marked busy.
  let release: () => void = () => undefined;
  await page.route('**/api/dashboard/crm?*', async (route) => {
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    await route.continue();
  });
  await slowCpu(page);
  const presets = ['Last 7 days', 'Last 90 days', 'This year'];
  let tried = 0;
  const period = await quickest(
    page,
    async () => {
      const preset = page.getByRole('button', { name: presets[tried] });
      tried += 1;
      await preset.click();
      await expect(preset).toHaveAttribute('aria-pressed', 'true');
      await expect(dashboard).toHaveAttribute('aria-busy', 'true');
    },
    async () => {
      release();
      await expect(dashboard).toHaveAttribute('aria-busy', 'false');
    },
  );
  test.info().annotations.push({ type: 'INP', description: `period ${period} ms` });
  expect(period, 'switching the period').toBeLessThanOrEqual(INP_GOOD_MS);
});
