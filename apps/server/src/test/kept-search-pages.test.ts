import type { Customer, Order, Permission, Product, Role, User } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccess } from '../db/seed/access-bulk.ts';
import { scaledShopSize, seedEcommerce } from '../db/seed/ecommerce.ts';
import { keptSearchesOf } from '../lib/kept-searches.ts';
import { call, getOk, ids } from './fixtures.ts';
import { createTestApp, type TestApp } from './helper.ts';

type Answer = { total: number; totalIsEstimate?: true } & Record<string, unknown>;
const apps = '/api/apps';
const shop = `${apps}/ecommerce`;

/**
 * The pages of a search from its kept ids (lib/kept-searches.ts) against the same pages with nothing
 * kept, and writes seen at once, on a shop of 2,100 orders and customers and 250 products, and about
 * 2,000 users and 1,500 permissions.
 */
describe('searches paged from kept ids', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.db.transaction(async (tx) => {
      await seedEcommerce(tx, scaledShopSize(2000), { bulk: true });
      await seedAccess(tx, { users: 2000, permissions: 1500 });
    });
    await t.app.db.execute(sql`analyze orders, customers, products, users, permissions`);
  });
  afterAll(() => t.close());

  const list = (path: string) => getOk<Answer>(t, `${apps}/${path}`);
  const rowsOf = (answer: Answer) => Object.values(answer).find(Array.isArray) as { id: number }[];
  /** The same call with nothing kept or served from kept ids: the list's own page query. */
  async function uncached(path: string) {
    const kept = keptSearchesOf(t.app.db);
    kept.setListening(false);
    try {
      return await list(path);
    } finally {
      kept.setListening(true);
    }
  }

  const searches = [
    'ecommerce/orders?q=a',
    'ecommerce/orders?q=a&sortBy=spent&orderBy=desc',
    'ecommerce/orders?q=a&sortBy=customers&orderBy=asc',
    'ecommerce/orders?q=a&status=Delivered&sortBy=date&orderBy=asc',
    'ecommerce/customers?q=a&sortBy=customer&orderBy=asc',
    'ecommerce/customers?q=an',
    'ecommerce/customers?q=e&country=france&sortBy=totalSpent&orderBy=desc',
    'ecommerce/products?q=e',
    'ecommerce/products?q=e&sortBy=category&orderBy=desc',
    'ecommerce/products?q=a&sortBy=price&orderBy=asc',
    'ecommerce/reviews?q=a',
    'ecommerce/reviews?q=e&sortBy=reviewer&orderBy=asc',
    'ecommerce/reviews?q=an&status=Published&sortBy=date&orderBy=desc',
    'ecommerce/referrals?q=a',
    'ecommerce/referrals?q=e&sortBy=users&orderBy=desc',
  ];

  it.each(searches)(
    '%s: pages 1 to 100 are the rows and totals of the list without kept ids',
    async (path) => {
      const kept = keptSearchesOf(t.app.db);
      expect(kept.listening).toBe(true);
      for (const page of [2, 3, 1, 7, 40, 100, 12]) {
        const query = `${path}&page=${page}`;
        const fromKept = await list(query);
        expect(fromKept, query).toEqual(await uncached(query));
      }
      // Another page size slices the same kept rows.
      expect(await list(`${path}&page=3&itemsPerPage=25`)).toEqual(
        await uncached(`${path}&page=3&itemsPerPage=25`),
      );
      expect(rowsOf(await list(`${path}&page=7`))).toHaveLength(10);
    },
  );

  it('keeps the ids of a search, and serves its next pages from them', async () => {
    const kept = keptSearchesOf(t.app.db);
    kept.changed('*');
    await list('ecommerce/customers?q=o&page=1');
    expect(kept.size).toBe(1);
    await list('ecommerce/customers?q=o&page=2');
    await list('ecommerce/customers?q=o&page=3');
    expect(kept.size).toBe(1);
    await list('ecommerce/customers?q=oo&page=3');
    expect(kept.size).toBe(2);
  });

  it('shows a renamed customer at once on the pages of a customer search and an order search', async () => {
    const customers = 'ecommerce/customers?q=ar&sortBy=customer&orderBy=asc';
    const before1 = rowsOf(await list(`${customers}&page=1`)) as Customer[];
    const before2 = rowsOf(await list(`${customers}&page=2`)) as Customer[];
    const orders = 'ecommerce/orders?q=zzqar';
    expect((await list(`${orders}&page=2`)).total).toBe(0);
    // A customer with orders from page 5 is renamed to sort first: every later page moves by one row.
    const page5 = rowsOf(await list(`${customers}&page=5&itemsPerPage=50`)) as Customer[];
    const moved = page5.find((c) => c.order > 0) as Customer;
    const res = await call(t, 'PATCH', `${shop}/customers/${moved.customerId}`, { customer: 'Aaaa Zzqar' });
    expect(res.statusCode, res.body).toBe(200);
    const after2 = rowsOf(await list(`${customers}&page=2`)) as Customer[];
    expect(ids(after2)).toEqual([before1[9].id, ...ids(before2).slice(0, 9)]);
    expect(await list(`${customers}&page=2`)).toEqual(await uncached(`${customers}&page=2`));
    // The orders of that customer now match a search by the new name, also on a kept page.
    const found = await list(`${orders}&itemsPerPage=1&page=1`);
    expect(found.total).toBeGreaterThan(0);
    expect(await list(`${orders}&itemsPerPage=1&page=2`)).toEqual(
      await uncached(`${orders}&itemsPerPage=1&page=2`),
    );
  });

  it('drops a deleted order at once from the kept pages of an order search', async () => {
    const path = 'ecommerce/orders?q=a';
    const before = await list(`${path}&itemsPerPage=30`);
    const page2 = rowsOf(await list(`${path}&page=2`)) as Order[];
    expect(ids(page2)).toEqual(ids(rowsOf(before)).slice(10, 20));
    const gone = rowsOf(before)[3].id;
    const res = await call(t, 'DELETE', `${shop}/orders/${gone}`);
    expect(res.statusCode).toBe(204);
    const after = rowsOf(await list(`${path}&page=2`)) as Order[];
    expect(ids(after)).toEqual(ids(rowsOf(before)).slice(11, 21));
  });

  it('drops a deleted product at once from the kept pages of a product search', async () => {
    const path = 'ecommerce/products?q=e&sortBy=price&orderBy=desc';
    const before = await list(`${path}&itemsPerPage=30`);
    await list(`${path}&page=2`);
    const gone = rowsOf(before)[0].id;
    const res = await call(t, 'DELETE', `${shop}/products/${gone}`);
    expect(res.statusCode).toBe(204);
    const after = rowsOf(await list(`${path}&page=2`)) as Product[];
    expect(ids(after)).toEqual(ids(rowsOf(before)).slice(11, 21));
  });

  it('drops a deleted review and referral at once from the kept pages of their searches', async () => {
    for (const [path, table] of [
      ['ecommerce/reviews?q=a', 'reviews'],
      ['ecommerce/referrals?q=a', 'referrals'],
    ] as const) {
      const before = await list(`${path}&itemsPerPage=30`);
      await list(`${path}&page=2`);
      const gone = rowsOf(before)[2].id;
      await t.app.db.execute(sql`delete from ${sql.identifier(table)} where id = ${gone}`);
      expect(ids(rowsOf(await list(`${path}&page=2`))), path).toEqual(ids(rowsOf(before)).slice(11, 21));
    }
  });

  it('sees a write made with SQL on the app’s database handle at once', async () => {
    const path = 'ecommerce/customers?q=ar&sortBy=customer&orderBy=asc';
    const page1 = rowsOf(await list(`${path}&page=1`));
    const page2 = rowsOf(await list(`${path}&page=2`));
    await t.app.db.execute(sql`update customers set name = 'Zzz Last' where id = ${page1[0].id}`);
    expect(ids(rowsOf(await list(`${path}&page=2`)))).toEqual([...ids(page2).slice(1), expect.any(Number)]);
    expect(await list(`${path}&page=2`)).toEqual(await uncached(`${path}&page=2`));
  });

  it('moves a user whose role changed at once on the kept pages of a role filter', async () => {
    const path = 'users?role=editor&sortBy=user&orderBy=asc';
    const page1 = rowsOf(await list(`${path}&page=1`)) as User[];
    const page2 = await list(`${path}&page=2`);
    const moved = await getOk<{ version: number }>(t, `${apps}/users/${page1[0].id}`);
    const res = await call(t, 'PATCH', `${apps}/users/${page1[0].id}`, {
      role: 'author',
      version: moved.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await list(`${path}&page=2`);
    expect(ids(rowsOf(after)).slice(0, 9)).toEqual(ids(rowsOf(page2)).slice(1));
    expect(after.totalUsers).toBe((page2.totalUsers as number) - 1);
    expect(after).toEqual(await uncached(`${path}&page=2`));
  });

  it('shows a renamed role at once in the users filtered by it and the permissions searched by it', async () => {
    const { roles } = await getOk<{ roles: Role[] }>(t, `${apps}/roles`);
    const role = roles.find((r) => r.name === 'maintainer') as Role;
    const users = await list('users?role=maintainer&page=2');
    const permissions = await list('permissions?q=maint');
    expect(ids(rowsOf(permissions))).not.toHaveLength(0);
    expect((await list('users?role=zzqrole&page=2')).totalUsers).toBe(0);
    expect((await list('permissions?q=zzqr')).totalPermissions).toBe(0);
    const {
      id,
      name: _name,
      permissions: _assigned,
      totalUsers: _users,
      avatars: _avatars,
      isSystem: _system,
      ...rest
    } = role;
    const res = await call(t, 'PUT', `${apps}/roles/${id}`, { ...rest, name: 'zzqrole' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await list('users?role=zzqrole&page=2')).toEqual({
      ...users,
      users: rowsOf(users).map((u) => ({ ...u, role: 'zzqrole' })),
    });
    expect((await list('users?role=maintainer&page=2')).totalUsers).toBe(0);
    expect(ids(rowsOf(await list('permissions?q=zzqr')))).toEqual(ids(rowsOf(permissions)));
    expect((await list('permissions?q=maint')).totalPermissions).toBe(0);
  });

  it('shows a permission assigned to a role at once in a search by the role’s name', async () => {
    const path = 'permissions?q=subscr&itemsPerPage=100';
    const before = await list(path);
    const { permissions } = await list('permissions?q=Audit%20Payroll');
    const [viaApi, viaSql] = permissions as Permission[];
    const { id, createdDate: _date, ...body } = viaApi;
    const res = await call(t, 'PUT', `${apps}/permissions/${id}`, {
      ...body,
      assignedTo: [...body.assignedTo, 'subscriber'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await list(path);
    expect(after.totalPermissions).toBe((before.totalPermissions as number) + 1);
    expect(ids(rowsOf(after))).toContain(id);
    // A write to the assignments alone (the permission's row unchanged) shows at once too.
    await t.app.db.execute(sql`insert into role_permissions (role_id, permission_id)
      select id, ${viaSql.id} from roles where name = 'subscriber'`);
    const again = await list(path);
    expect(again.totalPermissions).toBe((before.totalPermissions as number) + 2);
    expect(ids(rowsOf(again))).toContain(viaSql.id);
    expect(again).toEqual(await uncached(path));
  });
});
