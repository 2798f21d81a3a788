import { randomBytes } from 'node:crypto';
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
  /** The status of a saved update when not 200 (the calendar's PUT answers 201, as spec 001 says). */
  saved?: number;
  /** The second person's value, another than `change` gives (a fresh text when not given). */
  mine?: (detail: Detail) => unknown;
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
/** The calendar's events over a week from the day after tomorrow, where the cases below put theirs. */
const calendarWeek = `/api/apps/calendar?start=${day(2)}T00:00:00Z&end=${day(9)}T00:00:00Z`;
const calendarEvents = async (t: TestApp, id: string): Promise<Detail[]> =>
  (await json(t, calendarWeek)).filter((e: { id: number }) => String(e.id) === id);
const calendarBody = (d: Detail, title: unknown) => {
  const p = d.extendedProps as Record<string, unknown>;
  return {
    title,
    start: d.start,
    end: d.end,
    allDay: d.allDay,
    url: d.url,
    extendedProps: {
      calendar: p.calendar,
      guests: p.guests,
      location: p.location,
      description: p.description,
      timeZone: p.timeZone,
      rrule: p.rrule,
    },
  };
};
const newCalendarEvent = async (t: TestApp, rrule: string | null = null) => {
  const answer = await created(t, '/api/apps/calendar', {
    title: uniqueTag('meeting'),
    start: `${day(3)}T09:00:00Z`,
    end: `${day(3)}T10:00:00Z`,
    extendedProps: { calendar: 'Business', rrule },
  });
  return String(answer.event.id);
};
/** A shop settings section as its page holds it: the section's fields and the section's version. */
const storeDetailsOf = (answer: Record<string, unknown>): Detail => ({
  ...(answer.storeDetails as Record<string, unknown>),
  version: (answer.versions as Record<string, number>).storeDetails,
});
/** One channel of a notification table switched: each call of `flip` with another channel gives another table. */
const flip = (table: unknown, topic: string, channel: string) => {
  const t = table as Record<string, Record<string, boolean>>;
  return { ...t, [topic]: { ...t[topic], [channel]: !t[topic][channel] } };
};
const billingAddressOf = (companyName: unknown) => ({
  companyName,
  billingEmail: 'billing@example.com',
  taxId: '',
  vatNumber: '',
  phone: '+1 555 0100',
  country: 'France',
  address: '1 rue de la Paix',
  state: '',
  zipCode: '75002',
});
const newVideoClass = async (t: TestApp) =>
  (await created(t, '/api/admin/video-classes', { name: uniqueTag('class') })).id as number;

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
  {
    name: 'calendar event',
    prepare: (t) => newCalendarEvent(t),
    load: async (t, id) => (await calendarEvents(t, id))[0],
    method: 'PUT',
    url: (id) => `/api/apps/calendar/${id}`,
    body: calendarBody,
    field: 'title',
    change: fresh,
    saved: 201,
  },
  {
    name: 'shop settings section',
    prepare: async () => 'storeDetails',
    load: async (t) => storeDetailsOf(await json(t, '/api/apps/ecommerce/settings')),
    method: 'PUT',
    url: () => '/api/apps/ecommerce/settings',
    body: ({ version: _version, ...section }, legalName) => ({ storeDetails: { ...section, legalName } }),
    field: 'legalName',
    change: fresh,
    currentOf: storeDetailsOf,
  },
  {
    name: 'video',
    prepare: async (t) =>
      String((await created(t, '/api/admin/videos', { title: fresh(), classId: await newVideoClass(t) })).id),
    load: (t, id) => json(t, `/api/admin/videos/${id}`),
    method: 'PUT',
    url: (id) => `/api/admin/videos/${id}`,
    body: (d, title) => ({ title, description: d.description, classId: d.classId }),
    field: 'title',
    change: fresh,
  },
  {
    name: 'video class',
    prepare: async (t) => String(await newVideoClass(t)),
    load: async (t, id) =>
      (await json(t, '/api/admin/video-classes')).classes.find((c: { id: number }) => String(c.id) === id),
    method: 'PUT',
    url: (id) => `/api/admin/video-classes/${id}`,
    body: (_d, name) => ({ name }),
    field: 'name',
    change: fresh,
  },
  {
    name: 'customer notification choices',
    // Another customer than the customer case's: the choices share the customer's version.
    prepare: async (t) =>
      String((await json(t, '/api/apps/ecommerce/customers?itemsPerPage=1&page=2')).customers[0].customerId),
    load: (t, id) => json(t, `/api/apps/ecommerce/customers/${id}/notifications`),
    method: 'PUT',
    url: (id) => `/api/apps/ecommerce/customers/${id}/notifications`,
    body: (d, promotions) => {
      const { version: _version, ...table } = d;
      return { ...table, promotions };
    },
    field: 'promotions',
    change: (d) => flip(d, 'promotions', 'email').promotions,
    mine: (d) => flip(d, 'promotions', 'sms').promotions,
  },
  {
    name: 'audit retention',
    prepare: async () => 'settings',
    load: (t) => json(t, '/api/audit/settings'),
    method: 'PUT',
    url: () => '/api/audit/settings',
    body: (_d, retentionDays) => ({ retentionDays }),
    field: 'retentionDays',
    change: (d) => (d.retentionDays as number) + 1,
    mine: (d) => (d.retentionDays as number) + 2,
  },
  {
    name: 'magnet tags',
    prepare: async (t) =>
      String(
        (
          await created(t, '/api/admin/magnets', {
            uri: `magnet:?xt=urn:btih:${randomBytes(20).toString('hex')}`,
            tags: ['linux'],
          })
        ).id,
      ),
    load: (t, id) => json(t, `/api/admin/magnets/${id}`),
    method: 'PUT',
    url: (id) => `/api/admin/magnets/${id}/tags`,
    body: (_d, tags) => ({ tags }),
    field: 'tags',
    change: () => [fresh()],
    mine: () => [fresh(), 'iso'],
  },
  {
    name: 'own account details',
    prepare: async () => 'me',
    load: (t) => json(t, '/api/account-settings/account'),
    method: 'PUT',
    url: () => '/api/account-settings/account',
    body: (d, company) => ({
      fullName: d.fullName,
      contact: d.contact,
      company,
      country: d.country,
      language: d.language,
    }),
    field: 'company',
    change: fresh,
  },
  {
    name: 'own profile',
    prepare: async () => 'me',
    load: (t) => json(t, '/api/pages/profile/header'),
    method: 'PUT',
    url: () => '/api/pages/profile',
    body: (d, about) => ({ location: d.location, designation: d.designation, about }),
    field: 'about',
    change: fresh,
  },
  {
    name: 'own notification choices',
    prepare: async () => 'me',
    load: (t) => json(t, '/api/account-settings/notifications'),
    method: 'PUT',
    url: () => '/api/account-settings/notifications',
    body: (_d, notifications) => ({ ...(notifications as object) }),
    field: 'notifications',
    change: (d) => flip(d.notifications, 'newOrder', 'app'),
    mine: (d) => flip(d.notifications, 'invoicePaid', 'browser'),
  },
  {
    name: 'own social links',
    prepare: async () => 'me',
    load: (t) => json(t, '/api/account-settings/connections'),
    method: 'PUT',
    url: () => '/api/account-settings/social-links',
    body: (_d, socialLinks) => ({ ...(socialLinks as object) }),
    field: 'socialLinks',
    change: (d) => ({ ...(d.socialLinks as object), website: `https://${fresh()}.example.com` }),
    mine: (d) => ({ ...(d.socialLinks as object), github: `https://github.com/${fresh()}` }),
  },
  {
    name: 'own billing address',
    prepare: async () => 'me',
    load: (t) => json(t, '/api/account-settings/billing'),
    method: 'PUT',
    url: () => '/api/account-settings/billing-address',
    body: (_d, address) => ({ ...(address as object) }),
    field: 'address',
    change: () => billingAddressOf(fresh()),
    mine: () => billingAddressOf(fresh()),
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
      expect(res.statusCode, res.body).toBe(c.saved ?? 200);
      const after = await c.load(t, id);
      expect(after[c.field]).toEqual(value);
      expect(after.version).toBe(before.version + 1);
    });

    it('answers 409 with the current record to a stale version, and writes nothing', async () => {
      const id = await c.prepare(t);
      const loaded = await c.load(t, id);
      const theirs = c.change(loaded);
      expect((await save(id, loaded, theirs, loaded.version)).statusCode).toBe(c.saved ?? 200);
      const saved = await c.load(t, id);

      const mine = c.mine ? c.mine(loaded) : c.field === 'status' ? loaded[c.field] : fresh();
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
      expect(kept.statusCode, kept.body).toBe(c.saved ?? 200);
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
      expect((await save(id, loaded, c.change(loaded), loaded.version)).statusCode).toBe(c.saved ?? 200);
      const mine = c.mine ? c.mine(loaded) : c.field === 'status' ? loaded[c.field] : fresh();
      const res = await save(id, loaded, mine);
      expect(res.statusCode, res.body).toBe(c.saved ?? 200);
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

  it("moves the versions of the permissions a role's save gives or takes, and the role's own", async () => {
    const permission = cases.find((c) => c.name === 'permission') as EditCase;
    const id = await permission.prepare(t);
    const loaded = await permission.load(t, id);
    const role = await created(t, '/api/apps/roles', { name: uniqueTag('role'), rules: [] });
    const roleLoaded = (await json(t, '/api/apps/roles')).roles.find((r: { id: number }) => r.id === role.id);

    // The role's save changes only which permissions it holds.
    const saved = await call(t, 'PUT', `/api/apps/roles/${role.id}`, {
      name: roleLoaded.name,
      description: roleLoaded.description,
      rules: roleLoaded.rules,
      permissionIds: [Number(id)],
      version: roleLoaded.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().version).toBe(roleLoaded.version + 1);

    // The permission's form, open meanwhile, shows roles that are no longer its roles.
    const stale = await call(t, 'PUT', `/api/apps/permissions/${id}`, {
      name: fresh(),
      assignedTo: loaded.assignedTo,
      rules: loaded.rules,
      version: loaded.version,
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().current.assignedTo).toContain(roleLoaded.name);
    expect(stale.json().current.version).toBe(loaded.version + 1);
  });

  it("moves the versions of the roles a permission's save gives it to or takes it from", async () => {
    const role = await created(t, '/api/apps/roles', { name: uniqueTag('role'), rules: [] });
    const roleLoaded = (await json(t, '/api/apps/roles')).roles.find((r: { id: number }) => r.id === role.id);
    const permission = cases.find((c) => c.name === 'permission') as EditCase;
    const id = await permission.prepare(t);
    const loaded = await permission.load(t, id);
    const res = await call(t, 'PUT', `/api/apps/permissions/${id}`, {
      name: loaded.name,
      assignedTo: [...(loaded.assignedTo as string[]), roleLoaded.name],
      rules: loaded.rules,
      version: loaded.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    const stale = await call(t, 'PUT', `/api/apps/roles/${role.id}`, {
      name: roleLoaded.name,
      description: fresh(),
      rules: roleLoaded.rules,
      version: roleLoaded.version,
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().current.permissions.map((p: { id: number }) => p.id)).toContain(Number(id));
  });

  it('keeps the version of a permission or a help article when an UPDATE changes nothing a person edits', async () => {
    const permission = cases.find((c) => c.name === 'permission') as EditCase;
    const permissionId = await permission.prepare(t);
    const before = await permission.load(t, permissionId);
    await t.app.db.execute(sql`update permissions set name = name where id = ${Number(permissionId)}`);
    expect((await permission.load(t, permissionId)).version).toBe(before.version);

    const article = cases.find((c) => c.name === 'help article') as EditCase;
    const articleId = await article.prepare(t);
    const articleBefore = await article.load(t, articleId);
    await t.app.db.execute(
      sql`update help_articles set title = title, updated_at = now() where id = ${Number(articleId)}`,
    );
    expect((await article.load(t, articleId)).version).toBe(articleBefore.version);
    // A real edit still moves it, generated column and all.
    await t.app.db.execute(
      sql`update help_articles set title = title || '!' where id = ${Number(articleId)}`,
    );
    expect((await article.load(t, articleId)).version).toBe(articleBefore.version + 1);
  });

  it("keeps the audit retention's version when a purge runs (the purge time is no edit)", async () => {
    const before = await json(t, '/api/audit/settings');
    expect((await call(t, 'POST', '/api/audit/purge')).statusCode).toBe(200);
    const after = await json(t, '/api/audit/settings');
    expect(after.lastPurgeAt).not.toBeNull();
    expect(after.version).toBe(before.version);
  });

  it('names every generated column of a versioned table among the columns its trigger leaves out', async () => {
    const res = (await t.app.db.execute(sql`
      select c.relname as "table", a.attname as "column", encode(tg.tgargs, 'escape') as args
      from pg_trigger tg
      join pg_class c on c.oid = tg.tgrelid
      join pg_attribute a on a.attrelid = c.oid and a.attgenerated <> '' and not a.attisdropped
      where tg.tgname like '%_edit_version_bump'`)) as unknown as {
      rows: { table: string; column: string; args: string }[];
    };
    expect(res.rows.map((r) => r.table).sort()).toEqual(['help_articles', 'permissions']);
    for (const row of res.rows) expect(row.args.split('\\000'), row.table).toContain(row.column);
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

describe('edit conflicts: a recurring event claims the version of its series', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const put = (id: string, occurrence: Detail, changes: Record<string, unknown>, location?: string) => {
    const body = calendarBody(occurrence, occurrence.title);
    return call(t, 'PUT', `/api/apps/calendar/${id}`, {
      ...body,
      extendedProps: { ...body.extendedProps, ...(location === undefined ? {} : { location }) },
      occurrenceStart: (occurrence.extendedProps as Record<string, unknown>).occurrenceStart,
      ...changes,
    });
  };

  it('answers a stale save of another occurrence with that occurrence as it is now; kept, it saves', async () => {
    const id = await newCalendarEvent(t, 'FREQ=DAILY;COUNT=5');
    const [, second, third] = await calendarEvents(t, id);
    expect(second.version).toBe(third.version);
    const moved = await put(id, second, { scope: 'this', version: second.version }, 'Room 1');
    expect(moved.statusCode, moved.body).toBe(201);

    const stale = await put(id, third, { scope: 'this', version: third.version }, 'Room 2');
    expect(stale.statusCode, stale.body).toBe(409);
    const startOf = (e: Detail) => (e.extendedProps as Record<string, unknown>).occurrenceStart;
    const nowThird = (await calendarEvents(t, id)).find((e) => startOf(e) === startOf(third));
    expect(stale.json().current).toEqual(nowThird);
    expect(nowThird?.version).toBe(third.version + 1);

    const kept = await put(id, third, { scope: 'this', version: nowThird?.version }, 'Room 2');
    expect(kept.statusCode, kept.body).toBe(201);
    expect(kept.json().event.extendedProps.location).toBe('Room 2');
  });

  it('answers 409 without `current` when the occurrence was moved out of the series meanwhile', async () => {
    const id = await newCalendarEvent(t, 'FREQ=DAILY;COUNT=5');
    const [, second] = await calendarEvents(t, id);
    const later = `${day(4)}T15:00:00.000Z`;
    const moved = await put(id, second, { scope: 'this', start: later, end: later, version: second.version });
    expect(moved.statusCode, moved.body).toBe(201);

    const res = await put(id, second, { scope: 'all', title: fresh(), version: second.version });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toMatch(/moved or deleted by someone else/);
    expect(res.json()).not.toHaveProperty('current');
  });

  it('refuses a stale "all" or "following" save of the series and writes nothing', async () => {
    const id = await newCalendarEvent(t, 'FREQ=DAILY;COUNT=5');
    const [first, second] = await calendarEvents(t, id);
    const title = fresh();
    expect((await put(id, first, { scope: 'all', title, version: first.version })).statusCode).toBe(201);
    const before = await calendarEvents(t, id);
    for (const scope of ['all', 'following']) {
      const res = await put(id, second, { scope, title: fresh(), version: second.version });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().current.title).toBe(title);
    }
    expect(await calendarEvents(t, id)).toEqual(before);
  });
});

describe('edit conflicts: shop settings sections', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const settings = () => json(t, '/api/apps/ecommerce/settings');
  const put = (body: object) => call(t, 'PUT', '/api/apps/ecommerce/settings', body);

  it('gives a section never saved version 1, and its two first saves at version 1 conflict', async () => {
    const loaded = await settings();
    expect(loaded.versions.checkout).toBe(1);
    const first = await put({
      checkout: { ...loaded.checkout, tipping: !loaded.checkout.tipping },
      version: 1,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().versions.checkout).toBe(2);
    const second = await put({ checkout: { ...loaded.checkout, marketingOptIn: true }, version: 1 });
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json().current).toEqual(await settings());
  });

  it('saves a section first saved without a version at version 2, so a form that loaded it before conflicts', async () => {
    const loaded = await settings();
    expect(loaded.versions.payments).toBe(1);
    expect(
      (await put({ payments: { ...loaded.payments, providerAccount: fresh() } })).json().versions.payments,
    ).toBe(2);
    const res = await put({ payments: loaded.payments, version: loaded.versions.payments });
    expect(res.statusCode, res.body).toBe(409);
  });

  it('moves only the saved section to its next version', async () => {
    const loaded = await settings();
    const res = await put({ notifications: loaded.notifications, version: loaded.versions.notifications });
    expect(res.statusCode, res.body).toBe(200);
    const { notifications, ...others } = res.json().versions;
    expect(notifications).toBe(loaded.versions.notifications + 1);
    const { notifications: _, ...othersBefore } = loaded.versions;
    expect(others).toEqual(othersBefore);
  });

  it('refuses a version with two sections, as 400 naming it', async () => {
    const loaded = await settings();
    const res = await put({ checkout: loaded.checkout, notifications: loaded.notifications, version: 1 });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toHaveProperty('version');
  });
});
