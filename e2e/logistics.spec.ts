import { ADMIN, apiAs, expect as baseExpect, openAs, test } from './support';

// Saves, refetches and map moves on a loaded machine: give them time.
const expect = baseExpect.configure({ timeout: 30_000 });
// Under reduced motion the map jumps instead of flying: its centre is final at once, and a software
// WebGL renderer is not kept busy by an animation while the test clicks.
test.use({ reducedMotion: 'reduce' });

type Vehicle = { id: number; location: number; progress: number; position: [number, number] };

/** The map's centre as the fleet map exposes it on its region: "lng,lat". */
const centerOf = async (map: import('@playwright/test').Locator) =>
  ((await map.getAttribute('data-center')) ?? '0,0').split(',').map(Number);

test('selecting a vehicle focuses the map on it; changing its progress moves it on the map and up the dashboard table', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const api = await apiAs(request, ADMIN);
  const { vehicles } = await api.get<{ vehicles: Vehicle[] }>('/apps/logistics/vehicles', {
    itemsPerPage: 100,
  });
  // The slowest vehicle: not on the first page of the table sorted by progress, until it arrives.
  const slow = [...vehicles].sort((a, b) => a.progress - b.progress || a.id - b.id)[0];

  await openAs(page, ADMIN, '/apps/logistics/fleet');
  const map = page.getByRole('region', { name: 'Map of the fleet' });
  await expect(map).toHaveAttribute('data-ready', 'true');

  const item = page.getByRole('button', { name: new RegExp(`^Vehicle #${slow.location}\\b`) });
  await item.click();
  await expect(page).toHaveURL(new RegExp(`[?&]vehicle=${slow.id}\\b`));
  await expect(item).toHaveAttribute('aria-current', 'true');
  const panel = page.getByRole('region', { name: `Vehicle #${slow.location}` });
  await expect(panel).toBeVisible();
  await expect(map).toHaveAttribute('data-selected', String(slow.id));
  await expect
    .poll(async () => {
      const [lng, lat] = await centerOf(map);
      return Math.abs(lng - slow.position[0]) < 0.01 && Math.abs(lat - slow.position[1]) < 0.01;
    })
    .toBe(true);

  await panel.getByRole('spinbutton', { name: 'Progress (%)' }).fill('100');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Vehicle #${slow.location} saved`)).toBeVisible();
  await expect(
    page.getByRole('progressbar', { name: `Vehicle #${slow.location}: 100% of the way` }),
  ).toBeVisible();
  const arrived = await api.get<Vehicle>(`/apps/logistics/vehicles/${slow.id}`);
  expect(arrived.position).not.toEqual(slow.position);
  await expect
    .poll(async () => {
      const [lng, lat] = await centerOf(map);
      return Math.abs(lng - arrived.position[0]) < 0.01 && Math.abs(lat - arrived.position[1]) < 0.01;
    })
    .toBe(true);

  await page.goto('/apps/logistics/dashboard?sortBy=progress&orderBy=desc');
  const table = page.getByRole('table', { name: 'Vehicles' });
  const row = table.getByRole('row').filter({ hasText: `#${slow.location}` });
  await expect(row).toBeVisible();
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

  // Put it back, after a confirmation-free edit through the API, so a rerun starts the same.
  await api.send('PATCH', `/apps/logistics/vehicles/${slow.id}`, { progress: slow.progress });
});

test('the dashboard keeps its period in the URL and its figures follow it', async ({ page }) => {
  test.setTimeout(240_000);
  await openAs(page, ADMIN, '/apps/logistics/dashboard');
  await expect(page.getByRole('heading', { name: 'Logistics', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}|to=.*from=/);
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: 'Reasons for delay' })).toBeVisible();

  // Spec 000's other address of the page keeps the period.
  const kept = new URL(page.url()).search;
  await page.goto(`/dashboards/logistics${kept}`);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/apps/logistics/dashboard');
  const params = (search: string) => Object.fromEntries(new URLSearchParams(search));
  expect(params(new URL(page.url()).search)).toEqual(params(kept));
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
});

test('removing a vehicle asks first, then it leaves the list', async ({ page, request }) => {
  test.setTimeout(240_000);
  const api = await apiAs(request, ADMIN);
  const added = await api.send<Vehicle>('POST', '/apps/logistics/vehicles', {
    location: 987654,
    startCity: 'Madrid',
    endCity: 'Milan',
  });
  await openAs(page, ADMIN, `/apps/logistics/fleet?vehicle=${added.id}`);
  const panel = page.getByRole('region', { name: 'Vehicle #987654' });
  await panel.getByRole('button', { name: 'Remove' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove vehicle #987654?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: /^Vehicle #987654\b/ })).toBeVisible();
  await panel.getByRole('button', { name: 'Remove' }).click();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Vehicle #987654 removed')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Vehicle #987654\b/ })).toHaveCount(0);
});
