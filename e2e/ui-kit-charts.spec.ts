import type { EcommerceDashboardAnswer } from '@app/contracts';
import { chartsPageNames } from '../apps/web/src/features/ui-kit/charts/charts-catalogue.ts';
import en from '../apps/web/src/features/ui-kit/locales/en.json' with { type: 'json' };
import { journeyAxe } from './axe';
import { ADMIN, apiAs, CLIENT, expect, openAs, test } from './support';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const monthLong = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

test('an admin sees every chart page draw its real charts, with no serious axe violation', async ({
  page,
}) => {
  test.setTimeout(60_000 + chartsPageNames.length * 15_000);
  await openAs(page, ADMIN, '/charts');
  await expect(page.getByRole('heading', { level: 2, name: en.charts.heatmap.title })).toBeVisible();
  for (const name of chartsPageNames) {
    await page.goto(`/charts/${name}`);
    await expect(
      page.getByRole('heading', { level: 1, name: en.charts[name].title, exact: true }),
    ).toBeVisible();
    // Every specimen has drawn its chart: no placeholder left, and no "you may not read" message.
    await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    const charts = page.getByRole('region').getByRole(name === 'radial' ? 'meter' : 'img');
    expect(await charts.count(), name).toBeGreaterThanOrEqual(2);
    // The page's own content: the shell around it (menu, header) is the layout journeys' concern.
    // Rules axe-core rates minor or moderate cannot fail here: not run (journeyAxe, e2e/axe.ts).
    const { violations } = await (await journeyAxe(page)).include('main').analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map(
        (v) =>
          `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} ${n.failureSummary}`).join(', ')}`,
      ),
      name,
    ).toEqual([]);
  }
});

test("hovering or focusing the shop's latest month shows its real revenue in the tooltip", async ({
  page,
  request,
}) => {
  const api = await apiAs(request, ADMIN);
  const dashboard = await api.get<EcommerceDashboardAnswer>('/apps/ecommerce/dashboard');
  const latest = dashboard.revenueByMonth.at(-1);
  if (!latest) throw new Error('the demo shop has no month');
  await openAs(page, ADMIN, '/charts/bar');
  const specimen = page.getByRole('region', { name: en.charts.bar.revenue.title });
  const chart = specimen.getByRole('img', { name: /Bar chart of the shop's revenue per month/ });
  await expect(chart).toBeVisible();
  const box = await chart.boundingBox();
  if (!box) throw new Error('the chart has no box');
  // The latest month is the right-most band in left to right; the axis tooltip answers anywhere in it.
  await page.mouse.move(box.x + box.width - 30, box.y + box.height - 50);
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toContainText(monthLong.format(new Date(`${latest.month}-01T00:00:00Z`)));
  await expect(tooltip).toContainText(money.format(latest.revenue));

  // The keyboard reaches the same tooltip: Tab from the specimen's toolbar into the chart, End to the last bar.
  await page.mouse.move(0, 0);
  await expect(tooltip).toBeHidden();
  await specimen.getByRole('button', { name: en.frame.rtl }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('End');
  await expect(tooltip).toContainText(money.format(latest.revenue));
});

test('a user who may not read the dashboards is told so instead of seeing an empty chart', async ({
  page,
}) => {
  // The demo client may not read the shop, CRM, logistics or analytics dashboards.
  await openAs(page, CLIENT, '/charts/bar');
  await expect(page.getByRole('heading', { level: 1, name: en.charts.bar.title })).toBeVisible();
  const first = page.getByRole('region', { name: en.charts.bar.revenue.title });
  await expect(first.getByText(/^You may not read the shop dashboard/)).toBeVisible();
  await expect(first.getByRole('img')).toHaveCount(0);
});
