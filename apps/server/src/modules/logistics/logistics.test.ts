import { vehicleSortKeys, vehicleWarnings } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipments, vehicles } from '../../db/schema/index.ts';
import { call, countRows, getOk, idsInSqlOrder, sortCases, statusesAs } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

type Row = {
  id: number;
  location: number;
  startCity: string;
  endCity: string;
  warnings: string;
  progress: number;
  route: [number, number][];
  position: [number, number];
};
type List = { vehicles: Row[]; totalVehicles: number };

const url = '/api/apps/logistics/vehicles';

describe('logistics: the vehicle calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const list = (query = '') => getOk<List>(t, `${url}?${query}`);

  it('seeds the 25 vehicles of the spec, every warning among them, with routes and shipments behind them', async () => {
    const all = await list('itemsPerPage=100');
    expect(all.totalVehicles).toBe(25);
    expect(all.vehicles).toHaveLength(25);
    expect(new Set(all.vehicles.map((v) => v.warnings))).toEqual(new Set(vehicleWarnings));
    expect(all.vehicles.every((v) => v.route.length >= 2 && v.progress >= 0 && v.progress <= 100)).toBe(true);
    expect(all.vehicles.some((v) => v.progress === 0) && all.vehicles.some((v) => v.progress === 100)).toBe(
      true,
    );
    expect(await countRows(t, shipments)).toBeGreaterThan(1000);
  });

  it('pages 10 by default in id order, with the total on every page', async () => {
    const first = await list();
    expect(first.vehicles).toHaveLength(10);
    expect(first.totalVehicles).toBe(25);
    const ids = first.vehicles.map((v) => v.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const last = await list('page=3');
    expect(last.vehicles).toHaveLength(5);
    expect(last.totalVehicles).toBe(25);
    const past = await list('page=9');
    expect(past.vehicles).toEqual([]);
    expect(past.totalVehicles).toBe(25);
  });

  it('falls back to the defaults for paging values that are not numbers', async () => {
    const res = await list('page=abc&itemsPerPage=');
    expect(res.vehicles).toHaveLength(10);
  });

  const sqlColumn: Record<(typeof vehicleSortKeys)[number], string> = {
    location: 'location',
    startRoute: 'start_city',
    endRoute: 'end_city',
    warnings: 'warnings',
    progress: 'progress',
  };
  it.each(sortCases(vehicleSortKeys))('sorts by %s %s, ties broken by id, across pages', async (key, dir) => {
    const got = [
      ...(await list(`sortBy=${key}&orderBy=${dir}&itemsPerPage=20`)).vehicles,
      ...(await list(`sortBy=${key}&orderBy=${dir}&itemsPerPage=20&page=2`)).vehicles,
    ].map((v) => v.id);
    const expected = await idsInSqlOrder(
      t,
      sql`select id from vehicles order by ${sql.raw(sqlColumn[key])} ${sql.raw(dir)}, id ${sql.raw(dir)}`,
    );
    expect(got).toEqual(expected);
  });

  it('places each vehicle on its route by its progress', async () => {
    const { vehicles: rows } = await list('itemsPerPage=100');
    for (const v of rows) {
      if (v.progress === 0) expect(v.position).toEqual(v.route[0]);
      if (v.progress === 100) expect(v.position).toEqual(v.route[v.route.length - 1]);
    }
  });

  it.each([
    ['sortBy=speed', 'sortBy'],
    ['orderBy=up', 'orderBy'],
    ['itemsPerPage=101', 'itemsPerPage'],
    ['page=0', 'page'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    const res = await call(t, 'GET', `${url}?${query}`);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(field);
  });

  it('updates progress and warning, and the position moves along the route', async () => {
    const before = await getOk<Row>(t, `${url}/2`);
    const res = await call(t, 'PATCH', `${url}/2`, { progress: 100, warnings: 'Oil Leakage' });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as Row;
    expect(after.progress).toBe(100);
    expect(after.warnings).toBe('Oil Leakage');
    expect(after.position).toEqual(before.route[before.route.length - 1]);
    expect(await getOk<Row>(t, `${url}/2`)).toEqual(after);
    const one = await call(t, 'PATCH', `${url}/2`, { progress: 40 });
    expect(one.json()).toMatchObject({ progress: 40, warnings: 'Oil Leakage' });
  });

  it.each([
    [{ progress: 101 }, 'progress'],
    [{ progress: -1 }, 'progress'],
    [{ progress: 12.5 }, 'progress'],
    [{ progress: '50' }, 'progress'],
    [{ warnings: 'Flat Tyre' }, 'warnings'],
    [{}, 'progress'],
    [{ progress: 5, location: 1 }, 'location'],
  ])('refuses the update %j with a 400 and changes nothing', async (body, field) => {
    const before = await getOk<Row>(t, `${url}/3`);
    const res = await call(t, 'PATCH', `${url}/3`, body);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(field);
    expect(await getOk<Row>(t, `${url}/3`)).toEqual(before);
  });

  it('answers 404 for a vehicle that does not exist, and 400 for an id that is not one', async () => {
    expect((await call(t, 'GET', `${url}/999999`)).statusCode).toBe(404);
    expect((await call(t, 'PATCH', `${url}/999999`, { progress: 1 })).json()).toEqual({
      message: 'No vehicle found with this id',
    });
    expect((await call(t, 'DELETE', `${url}/999999`)).statusCode).toBe(404);
    expect((await call(t, 'GET', `${url}/abc`)).statusCode).toBe(400);
  });

  it('adds a vehicle between two listed cities with a drawn route, and removes it', async () => {
    const res = await call(t, 'POST', url, {
      location: 123456,
      startCity: 'Paris',
      endCity: 'Berlin',
      progress: 50,
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as Row & { startCountry: string; endCountry: string };
    expect(created).toMatchObject({
      location: 123456,
      startCity: 'Paris',
      startCountry: 'France',
      endCity: 'Berlin',
      endCountry: 'Germany',
      warnings: 'No Warnings',
      progress: 50,
    });
    expect(created.route[0]).toEqual([2.35, 48.86]);
    expect(created.route.at(-1)).toEqual([13.4, 52.52]);
    expect((await list()).totalVehicles).toBe(26);
    const shipmentsBefore = await countRows(t, shipments);
    expect((await call(t, 'DELETE', `${url}/${created.id}`)).statusCode).toBe(204);
    expect((await list()).totalVehicles).toBe(25);
    expect(await countRows(t, shipments)).toBe(shipmentsBefore);
  });

  it("keeps a vehicle's shipments when it is removed, without their vehicle", async () => {
    const [row] = (
      (await t.app.db.execute(
        sql`select vehicle_id as id, count(*)::int as n from shipments where vehicle_id is not null group by 1 order by 1 desc limit 1`,
      )) as unknown as {
        rows: { id: number; n: number }[];
      }
    ).rows;
    const total = await countRows(t, shipments);
    expect((await call(t, 'DELETE', `${url}/${row.id}`)).statusCode).toBe(204);
    expect(await countRows(t, shipments)).toBe(total);
    expect(await countRows(t, vehicles)).toBe(24);
  });

  it.each([
    [{ location: 12, startCity: 'Paris', endCity: 'Berlin' }, 'location'],
    [{ location: 222222, startCity: 'Atlantis', endCity: 'Berlin' }, 'startCity'],
    [{ location: 222222, startCity: 'Paris', endCity: 'Paris' }, 'endCity'],
    [{ location: 222222, startCity: 'Paris', endCity: 'Gotham' }, 'endCity'],
    [{ location: 222222, startCity: '', endCity: 'Paris' }, 'startCity'],
    [{ location: 222222, startCity: 'Paris', endCity: 'Berlin', progress: 101 }, 'progress'],
    [{ location: 222222, startCity: 'Paris', endCity: 'Berlin', warnings: 'Loud' }, 'warnings'],
    [{ startCity: 'Paris', endCity: 'Berlin' }, 'location'],
  ])('refuses the new vehicle %j with a 400 and adds nothing', async (body, field) => {
    const before = await countRows(t, vehicles);
    const res = await call(t, 'POST', url, body);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(field);
    expect(await countRows(t, vehicles)).toBe(before);
  });

  it('refuses a location number that another vehicle has with a 409', async () => {
    const taken = (await list()).vehicles[0].location;
    const res = await call(t, 'POST', url, { location: taken, startCity: 'Paris', endCity: 'Lyon' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toHaveProperty('location');
  });

  it('lists the cities a vehicle may use, each with its country', async () => {
    const cities = await getOk<{ city: string; country: string; countryCode: string }[]>(
      t,
      '/api/apps/logistics/cities',
    );
    expect(cities.length).toBeGreaterThan(20);
    expect(cities).toContainEqual({ city: 'Paris', country: 'France', countryCode: 'fr' });
  });

  it('answers the map style setting: none configured means the offline outline', async () => {
    expect(await getOk(t, '/api/apps/logistics/map-style')).toEqual({ styleUrl: null });
  });

  it('answers 403 to a user without the Logistics subject and 401 without a session, on every call', async () => {
    const cases = [
      { method: 'GET' as const, url },
      { method: 'PATCH' as const, url: `${url}/4`, payload: { progress: 3 } },
      { method: 'POST' as const, url, payload: { location: 333333, startCity: 'Paris', endCity: 'Lyon' } },
      { method: 'DELETE' as const, url: `${url}/4` },
      { method: 'GET' as const, url: '/api/apps/logistics/dashboard' },
    ];
    expect(await statusesAs(t, t.clientToken, cases)).toEqual(cases.map((c) => `${c.method} ${c.url} 403`));
    expect(await statusesAs(t, null, cases)).toEqual(cases.map((c) => `${c.method} ${c.url} 401`));
  });
});
