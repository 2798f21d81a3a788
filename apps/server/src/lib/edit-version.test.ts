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

/**
 * Records read back through something other than their id (the permission list by a role it is
 * assigned to, a help article by its slug): that key, by id.
 */
const lookupKeys = new Map<string, string>();
const keyOf = (kind: string, id: string) => lookupKeys.get(`${kind}:${id}`) ?? '';
const remember = (kind: string, id: unknown, key: string) => {
  lookupKeys.set(`${kind}:${String(id)}`, key);
  return String(id);
};

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
  {
    name: 'permission',
    // The list is the permission form's source: found through a role made for it alone.
    prepare: async (t) => {
      const role = uniqueTag('role');
      await created(t, '/api/apps/roles', { name: role, rules: [] });
      const permission = await created(t, '/api/apps/permissions', {
        name: uniqueTag('perm'),
        assignedTo: [role],
        rules: [{ action: 'read', subject: 'Faq' }],
      });
      return remember('permission', permission.id, role);
    },
    load: async (t, id) =>
      (await json(t, `/api/apps/permissions?q=${keyOf('permission', id)}`)).permissions.find(
        (p: { id: number }) => String(p.id) === id,
      ),
    method: 'PUT',
    url: (id) => `/api/apps/permissions/${id}`,
    body: (d, name) => ({ name, assignedTo: d.assignedTo, rules: d.rules }),
    field: 'name',
    change: fresh,
  },
  {
    name: 'licence',
    prepare: async (t) => {
      const answer = await created(t, '/api/admin/licences', {
        product: 'webstorm',
        licensee: uniqueTag('team'),
        licenceKey: uniqueTag('KEY'),
        seats: 2,
        expiresOn: day(200),
        assignedUserIds: [1],
      });
      return String(answer.id);
    },
    load: (t, id) => json(t, `/api/admin/licences/${id}`),
    method: 'PUT',
    url: (id) => `/api/admin/licences/${id}`,
    body: (d, licensee) => ({
      product: d.product,
      licensee,
      licenceKey: d.licenceKey,
      seats: d.seats,
      expiresOn: d.expiresOn,
      notes: d.notes,
      assignedUserIds: (d.assignedUsers as { id: number }[]).map((u) => u.id),
    }),
    field: 'licensee',
    change: fresh,
  },
  {
    name: 'FAQ question',
    prepare: async (t) => {
      const [group] = await json(t, '/api/pages/faq');
      const answer = await created(t, '/api/pages/faq/questions', {
        groupId: group.id,
        question: `Can I ${uniqueTag('ask')}?`,
        answer: 'Yes, at any time.',
      });
      return String(answer.id);
    },
    // The FAQ form's source is the FAQ list: the question, in its group.
    load: async (t, id) => {
      const groups: { id: number; faqs: Detail[] }[] = await json(t, '/api/pages/faq');
      const group = groups.find((g) => g.faqs.some((q) => String(q.id) === id));
      const question = group?.faqs.find((q) => String(q.id) === id);
      return { ...question, groupId: group?.id } as Detail;
    },
    method: 'PUT',
    url: (id) => `/api/pages/faq/questions/${id}`,
    body: (d, answer) => ({ groupId: d.groupId, question: d.question, answer }),
    field: 'answer',
    change: fresh,
    currentOf: ({ position: _position, ...current }) => current as Detail,
  },
  {
    name: 'help article',
    prepare: async (t) => {
      const { allArticles } = await json(t, '/api/pages/help-center');
      const article = await created(t, '/api/pages/help-center/articles', {
        categoryId: allArticles[0].id,
        title: `How to ${uniqueTag('read')}`,
        body: '<p>Open the page.</p>',
      });
      return remember('article', article.id, article.slug);
    },
    load: (t, id) => json(t, `/api/pages/help-center/article?slug=${keyOf('article', id)}`),
    method: 'PUT',
    url: (id) => `/api/pages/help-center/articles/${id}`,
    body: (d, subtitle) => ({
      categoryId: d.categoryId,
      title: d.title,
      slug: d.slug,
      subtitle,
      image: d.productImg,
      body: d.productContent,
      popular: d.popular,
      keepLearning: d.keepLearning,
    }),
    field: 'subtitle',
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

  it('gives a permission a new version when only the roles it is assigned to change', async () => {
    const permission = cases.find((c) => c.name === 'permission') as EditCase;
    const id = await permission.prepare(t);
    const before = await permission.load(t, id);
    const res = await call(t, 'PUT', `/api/apps/permissions/${id}`, {
      name: before.name,
      assignedTo: [],
      rules: before.rules,
      version: before.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ assignedTo: [], version: before.version + 1 });
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
