// Two checkouts' APIs side by side in one process: this one's and another's (the code before a
// change), both built with buildApp over the same seeded PostgreSQL database, each list call sent to
// one then the other (alternating which goes first) AB_N times (40) through app.inject, after three
// of each to warm up; prints the median of each and their ratio. Requests are interleaved one by one,
// so the load of a shared machine falls on both alike, where bench/list-latency.ts --before measures
// one API, then the other, for seconds each. No network: the figures are the API's work per request.
// Usage: DATABASE_URL=postgres://…/bench_list_1m node --import tsx bench/list-side-by-side.ts <before checkout>
//        [AB_N=100] [AB_ONLY=/orders?q=smith,users]  (AB_ONLY: the calls whose list or path holds one of these)
// Writes nothing. Not part of npm test.
import { resolve } from 'node:path';
import { root } from './bench-server.ts';

const beforeRoot = resolve(process.argv[2] ?? '');
const afterRoot = root;
if (!process.argv[2] || !process.env.DATABASE_URL)
  throw new Error('usage: DATABASE_URL=… list-side-by-side.ts <before checkout>');
process.env.LOG_LEVEL = 'silent';
process.env.SEED_DEMO = 'false';
const shop = '/api/apps/ecommerce';
const CALLS: [string, string][] = [
  ['floor', '/api/auth/me'],
  ['orders', `${shop}/orders`],
  ['orders', `${shop}/orders?page=100`],
  ['orders', `${shop}/orders?sortBy=customers&orderBy=asc`],
  ['orders', `${shop}/orders?sortBy=status&orderBy=asc&page=100`],
  ['orders', `${shop}/orders?q=smith`],
  ['orders', `${shop}/orders?q=smith&page=100`],
  ['orders', `${shop}/orders?q=4711`],
  ['orders', `${shop}/orders?status=Dispatched&payment=2`],
  ['customers', `${shop}/customers`],
  ['customers', `${shop}/customers?page=100`],
  ['customers', `${shop}/customers?q=smith`],
  ['customers', `${shop}/customers?q=a&page=100`],
  ['customers', `${shop}/customers?country=france&sortBy=totalSpent&orderBy=desc`],
  ['products', `${shop}/products`],
  ['products', `${shop}/products?page=100`],
  ['products', `${shop}/products?sortBy=category&orderBy=asc`],
  ['products', `${shop}/products?q=watch&page=100`],
  ['products', `${shop}/products?category=Games&sortBy=price&orderBy=desc`],
  ['categories', `${shop}/categories`],
  ['categories', `${shop}/categories?q=ga`],
  ['reviews', `${shop}/reviews`],
  ['reviews', `${shop}/reviews?q=smith&page=100`],
  ['reviews', `${shop}/reviews?rating=5&page=100`],
  ['referrals', `${shop}/referrals`],
  ['referrals', `${shop}/referrals?sortBy=status&orderBy=asc`],
  ['referrals', `${shop}/referrals?q=smith`],
  ['users', '/api/apps/users'],
  ['users', '/api/apps/users?page=100'],
  ['users', '/api/apps/users?q=smith'],
  ['users', '/api/apps/users?role=author&plan=team&status=pending'],
  ['permissions', '/api/apps/permissions'],
  ['permissions', '/api/apps/permissions?q=audit'],
  ['permissions', '/api/apps/permissions?q=maint'],
  ['permissions', '/api/apps/permissions?sortBy=name&orderBy=desc'],
  ['invoices', '/api/apps/invoice'],
  ['invoices', '/api/apps/invoice?q=smith'],
  ['mailbox', '/api/apps/email'],
  ['mailbox', '/api/apps/email?q=notes'],
  ['mailbox', '/api/apps/email?filter=starred'],
  ['audit', '/api/audit'],
  ['licences', '/api/admin/licences'],
  ['videos', '/api/admin/videos'],
  ['vehicles', '/api/apps/logistics/vehicles'],
];
async function app(root: string) {
  const { loadConfig } = await import(`${root}/apps/server/src/config.ts`);
  const { buildApp } = await import(`${root}/apps/server/src/app.ts`);
  const a = await buildApp(loadConfig());
  await a.ready();
  const res = await a.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'admin@demo.com', password: 'admin' },
  });
  const token = res.json().accessToken as string;
  return { a, headers: { authorization: `Bearer ${token}` } };
}
const before = await app(beforeRoot);
const after = await app(afterRoot);
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
const time = async (s: typeof before, url: string) => {
  const t0 = performance.now();
  const r = await s.a.inject({ method: 'GET', url, headers: s.headers });
  if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body.slice(0, 200)}`);
  return performance.now() - t0;
};
const N = Number(process.env.AB_N ?? 40);
const out: { list: string; url: string; before: number; after: number }[] = [];
const only = process.env.AB_ONLY?.split(',');
for (const [list, url] of CALLS.filter(([l, u]) => !only || only.some((o) => `${l} ${u}`.includes(o)))) {
  for (let i = 0; i < 3; i++) {
    await time(before, url);
    await time(after, url);
  }
  const b: number[] = [],
    a: number[] = [];
  for (let i = 0; i < N; i++) {
    if (i % 2) {
      b.push(await time(before, url));
      a.push(await time(after, url));
    } else {
      a.push(await time(after, url));
      b.push(await time(before, url));
    }
  }
  const row = {
    list,
    url: url.replace(shop, ''),
    before: Math.round(median(b) * 100) / 100,
    after: Math.round(median(a) * 100) / 100,
  };
  out.push(row);
  console.log(
    `${list.padEnd(11)} ${row.url.padEnd(52)} before ${String(row.before).padStart(7)} ms  after ${String(row.after).padStart(7)} ms  ${(row.after / row.before).toFixed(2)}x`,
  );
}
const g = Math.exp(out.reduce((s, r) => s + Math.log(r.after / r.before), 0) / out.length);
console.log(`geometric mean after/before: ${g.toFixed(3)} over ${out.length} calls`);
await before.a.close();
await after.a.close();
process.exit(0);
