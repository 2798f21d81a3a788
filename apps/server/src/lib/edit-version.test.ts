import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newUserBody, uniqueTag } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/helper.ts';

type Detail = Record<string, unknown> & { version: number };
type Method = 'PUT' | 'PATCH';

/**
 * One edit form's record: how to make one, read it back, and save a change of one field with a
 * version (or none). `change(detail)` gives a new value for that field, never the current one.
 */
type EditCase = {
  name: string;
  prepare: (t: TestApp) => Promise<string>;
  load: (t: TestApp, id: string) => Promise<Detail>;
  body: (detail: Detail, value: unknown) => Record<string, unknown>;
  method: Method;
  url: (id: string) => string;
  field: string;
  change: (detail: Detail) => unknown;
  /** The 409's `current` as the detail shows it (the invoice answers { invoice, paymentDetails }). */
  currentOf?: (current: Record<string, unknown>) => Detail;
};

const json = async (t: TestApp, url: string) => {
  const res = await call(t, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const created = async (t: TestApp, url: string, body: object) => {
  const res = await call(t, 'POST', url, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const fresh = () => uniqueTag('edit');
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const cases: EditCase[] = [
  {
    name: 'user',
    prepare: async (t) => String((await created(t, '/api/apps/users', newUserBody('author'))).id),
    load: (t, id) => json(t, `/api/apps/users/${id}`),
    method: 'PATCH',
    url: (id) => `/api/apps/users/${id}`,
    body: (_d, fullName) => ({ fullName }),
    field: 'fullName',
    change: fresh,
  },
  {
    name: 'category',
    prepare: async (t) =>
      String((await created(t, '/api/apps/ecommerce/categories', { name: uniqueTag('cat') })).id),
    load: (t, id) => json(t, `/api/apps/ecommerce/categories/${id}`),
    method: 'PUT',
    url: (id) => `/api/apps/ecommerce/categories/${id}`,
    body: (d, description) => ({
      name: d.name,
      slug: d.slug,
      description,
      image: d.image,
      parentId: d.parentId,
      status: d.status,
    }),
    field: 'description',
    change: fresh,
  },
  {
    name: 'product',
    prepare: async () => '1',
    load: (t, id) => json(t, `/api/apps/ecommerce/products/${id}`),
    method: 'PUT',
    url: (id) => `/api/apps/ecommerce/products/${id}`,
    body: (d, productBrand) => ({
      productName: d.productName,
      productBrand,
      sku: d.sku,
      barcode: d.barcode,
      description: d.description,
      price: d.priceValue,
      discountedPrice: d.discountedPriceValue,
      qty: d.qty,
      stock: d.stock,
      categoryId: d.categoryId,
      status: d.status,
      tags: d.tags,
      variants: d.variants,
      images: d.images,
    }),
    field: 'productBrand',
    change: fresh,
  },
  {
    name: 'customer',
    prepare: async (t) =>
      String((await json(t, '/api/apps/ecommerce/customers?itemsPerPage=1')).customers[0].customerId),
    load: (t, id) => json(t, `/api/apps/ecommerce/customers/${id}`),
    method: 'PATCH',
    url: (id) => `/api/apps/ecommerce/customers/${id}`,
    body: (_d, customer) => ({ customer }),
    field: 'customer',
    change: fresh,
  },
  {
    name: 'order status',
    prepare: async (t) => String((await json(t, '/api/apps/ecommerce/orders?itemsPerPage=1')).orders[0].id),
    load: (t, id) => json(t, `/api/apps/ecommerce/orders/${id}`),
    method: 'PATCH',
    url: (id) => `/api/apps/ecommerce/orders/${id}/status`,
    body: (_d, status) => ({ status }),
    field: 'status',
    change: (d) => (d.status === 'Delivered' ? 'Dispatched' : 'Delivered'),
  },
  {
    name: 'invoice',
    prepare: async (t) => {
      const answer = await created(t, '/api/apps/invoice', {
        clientId: 1,
        issuedDate: day(0),
        dueDate: day(30),
        items: [{ item: 'Design', cost: 120, quantity: 2 }],
      });
      return String(answer.invoice.id);
    },
    load: async (t, id) => (await json(t, `/api/apps/invoice/${id}`)).invoice,
    method: 'PUT',
    url: (id) => `/api/apps/invoice/${id}`,
    body: (d, service) => ({
      clientId: d.clientId,
      issuedDate: d.issuedDate,
      dueDate: d.dueDate,
      service,
      items: (d.items as Record<string, unknown>[]).map(({ item, description, cost, quantity }) => ({
        item,
        description,
        cost,
        quantity,
      })),
      discount: d.discount,
      taxRate: d.taxRate,
      note: d.note,
    }),
    field: 'service',
    change: fresh,
    currentOf: (current) => current.invoice as Detail,
  },
  {
    name: 'role',
    prepare: async (t) =>
      String((await created(t, '/api/apps/roles', { name: uniqueTag('role'), rules: [] })).id),
    load: async (t, id) =>
      (await json(t, '/api/apps/roles')).roles.find((r: { id: number }) => String(r.id) === id),
    method: 'PUT',
    url: (id) => `/api/apps/roles/${id}`,
    body: (d, description) => ({ name: d.name, description, rules: d.rules }),
    field: 'description',
    change: fresh,
  },
];

describe('edit conflicts: an update with the version the form loaded', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe.each(cases)('$name', (c) => {
    const save = (id: string, d: Detail, value: unknown, version?: unknown) =>
      call(t, c.method, c.url(id), { ...c.body(d, value), ...(version === undefined ? {} : { version }) });

    it('saves with the current version and moves it on by one', async () => {
      const id = await c.prepare(t);
      const before = await c.load(t, id);
      const value = c.change(before);
      const res = await save(id, before, value, before.version);
      expect(res.statusCode, res.body).toBe(200);
      const after = await c.load(t, id);
      expect(after[c.field]).toEqual(value);
      expect(after.version).toBe(before.version + 1);
    });

    it('answers 409 with the current record to a stale version, and writes nothing', async () => {
      const id = await c.prepare(t);
      const loaded = await c.load(t, id);
      const theirs = c.change(loaded);
      expect((await save(id, loaded, theirs, loaded.version)).statusCode).toBe(200);
      const saved = await c.load(t, id);

      const mine = c.field === 'status' ? loaded[c.field] : fresh();
      const res = await save(id, loaded, mine, loaded.version);
      expect(res.statusCode, res.body).toBe(409);
      const answer = res.json();
      expect(answer.message).toMatch(/changed by someone else/);
      const current = c.currentOf ? c.currentOf(answer.current) : answer.current;
      expect(current).toEqual(saved);
      expect(current.version).toBe(loaded.version + 1);
      expect(await c.load(t, id)).toEqual(saved);

      // "Keep mine": the same change sent again with the version the 409 answered.
      const kept = await save(id, saved, mine, current.version);
      expect(kept.statusCode, kept.body).toBe(200);
      expect((await c.load(t, id))[c.field]).toEqual(mine);
    });

    it.each([0, -1, 1.5, '2', null, 2_147_483_648])(
      'refuses the version %j with 400 naming it',
      async (version) => {
        const id = await c.prepare(t);
        const before = await c.load(t, id);
        const res = await save(id, before, c.change(before), version);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().errors).toHaveProperty('version');
        expect(await c.load(t, id)).toEqual(before);
      },
    );

    it('overwrites without a version (last write wins)', async () => {
      const id = await c.prepare(t);
      const loaded = await c.load(t, id);
      expect((await save(id, loaded, c.change(loaded), loaded.version)).statusCode).toBe(200);
      const mine = c.field === 'status' ? loaded[c.field] : fresh();
      const res = await save(id, loaded, mine);
      expect(res.statusCode, res.body).toBe(200);
      expect((await c.load(t, id))[c.field]).toEqual(mine);
    });
  });

  it('gives a record written outside the forms a new version too (the trigger, not the code)', async () => {
    const id = await cases[0].prepare(t);
    const before = await cases[0].load(t, id);
    await t.app.db.execute(sql`update users set task_done = task_done + 1 where id = ${Number(id)}`);
    expect((await cases[0].load(t, id)).version).toBe(before.version + 1);
  });

  it('keeps the version when a statement leaves the record as it was (a totals refresh is no edit)', async () => {
    const id = await cases[0].prepare(t);
    const before = await cases[0].load(t, id);
    await t.app.db.execute(sql`update users set task_done = task_done where id = ${Number(id)}`);
    expect((await cases[0].load(t, id)).version).toBe(before.version);
  });

  it('answers 404, not 409, when the record is gone', async () => {
    const id = await cases[0].prepare(t);
    const loaded = await cases[0].load(t, id);
    expect((await call(t, 'DELETE', `/api/apps/users/${id}`)).statusCode).toBe(204);
    const res = await call(t, 'PATCH', `/api/apps/users/${id}`, {
      fullName: fresh(),
      version: loaded.version,
    });
    expect(res.statusCode).toBe(404);
  });
});
