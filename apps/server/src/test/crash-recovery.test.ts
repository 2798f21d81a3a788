import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './server-process.ts';

/**
 * `kill -9` of the API during a burst of mixed writes (issue 12): users, products, orders placed at
 * the checkout and invoices, each order and invoice with 1-4 items, from four writers at once. After
 * the server restarts on the same database, every write that was answered 2xx is there, whole (an
 * order or an invoice has all its items and its totals), and the app came back by itself. Runs on the
 * embedded database, and on PostgreSQL when TEST_DB=pg.
 */
const onPostgres = process.env.TEST_DB === 'pg' && Boolean(process.env.TEST_DATABASE_URL);

/**
 * Behind a proxy: each checkout comes from its visitor's address (X-Forwarded-For), so the checkout's
 * 20 orders per address do not stop the burst.
 */
const startServer = (env: Record<string, string>) =>
  startServerProcess('the server', { ...env, TRUST_PROXY: 'true' });

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  });
  if (res.status !== 201) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

type Acked =
  | { kind: 'user'; id: number; email: string }
  | { kind: 'product'; id: number; name: string }
  | { kind: 'invoice'; id: number; items: number; total: number }
  | {
      kind: 'order';
      id: number;
      items: { productId: number; qty: number }[];
      subtotal: number;
      total: number;
    };

const CHECKOUT = {
  customer: { fullName: 'Crash Buyer', email: 'crash.buyer@example.com' },
  address: { line1: '12 Market Street', city: 'Springfield', postalCode: '62701', country: 'United States' },
  card: { name: 'Crash Buyer', number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
};

/** One writer: mixed writes one after another until the server stops answering. */
async function writer(base: string, token: string, n: number, forSale: number[], acked: Acked[]) {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  for (let i = 0; ; i++) {
    const tag = `w${n}-${i}`;
    try {
      if (i % 4 === 0) {
        const email = `crash.${tag}@example.com`;
        const res = await post('/api/apps/users', {
          fullName: `Crash ${tag}`,
          username: `crash.${tag}`,
          email,
          role: 'editor',
          currentPlan: 'basic',
        });
        if (res.status === 201)
          acked.push({ kind: 'user', id: ((await res.json()) as { id: number }).id, email });
      } else if (i % 4 === 1) {
        const name = `Crash product ${tag}`;
        const res = await post('/api/apps/ecommerce/products', {
          productName: name,
          sku: `crash-${tag}`,
          categoryId: 1,
          price: 10 + i,
          qty: 5,
        });
        if (res.status === 201)
          acked.push({ kind: 'product', id: ((await res.json()) as { id: number }).id, name });
      } else if (i % 4 === 2) {
        const items = forSale.slice(0, 1 + ((i >> 2) % 4)).map((productId, k) => ({ productId, qty: 1 + k }));
        const res = await fetch(`${base}/api/checkout/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${n}.${i >> 8}.${i & 255}` },
          body: JSON.stringify({ ...CHECKOUT, items }),
        });
        if (res.status === 201) {
          const placed = (await res.json()) as { orderId: number; subtotal: number; total: number };
          acked.push({
            kind: 'order',
            id: placed.orderId,
            items,
            subtotal: placed.subtotal,
            total: placed.total,
          });
        }
      } else {
        const items = 1 + ((i >> 2) % 4);
        const res = await post('/api/apps/invoice', {
          clientId: 1,
          issuedDate: '2026-11-01',
          dueDate: '2026-12-01',
          items: Array.from({ length: items }, (_, k) => ({ item: `Line ${k}`, cost: 10, quantity: 1 })),
        });
        if (res.status === 201) {
          const { invoice } = (await res.json()) as { invoice: { id: number; total: number } };
          acked.push({ kind: 'invoice', id: invoice.id, items, total: invoice.total });
        }
      }
    } catch {
      return; // The server is gone.
    }
  }
}

type Found = {
  email?: string;
  productName?: string;
  invoice?: { items: unknown[]; total: number };
  items?: { productId: number | null; qty: number }[];
  totals?: { subtotal: number; total: number };
};

async function getJson(base: string, token: string, path: string) {
  const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (res.status === 200 ? await res.json() : null) as Found | null };
}

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

// Starts and kills real server processes: about 20 s here, more on a slower or busier machine.
describe(`kill -9 during a burst of writes (${onPostgres ? 'PostgreSQL' : 'embedded database'})`, {
  timeout: 180_000,
}, () => {
  it('keeps every acknowledged write whole, and the app starts again by itself', async () => {
    let env: Record<string, string>;
    if (onPostgres) {
      const name = `t_crash_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      url.pathname = `/${name}`;
      env = { DATABASE_URL: url.toString() };
      cleanups.push(async () => {
        const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      });
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'crash-'));
      env = { DATA_DIR: dir };
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    }

    const first = await startServer(env);
    cleanups.push(() => {
      first.child.kill('SIGKILL');
    });
    const token = await signIn(first.base);
    // Four products with stock for the whole burst, for the orders.
    const forSale: number[] = [];
    for (let k = 0; k < 4; k++) {
      const res = await fetch(`${first.base}/api/apps/ecommerce/products`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          productName: `Crash stock ${k}`,
          sku: `crash-stock-${k}`,
          categoryId: 1,
          price: 10 + k,
          qty: 1_000_000,
        }),
      });
      expect(res.status, await res.clone().text()).toBe(201);
      forSale.push(((await res.json()) as { id: number }).id);
    }
    const acked: Acked[] = [];
    const writers = [0, 1, 2, 3].map((n) => writer(first.base, token, n, forSale, acked));
    // Let the burst run, then pull the plug in the middle of it.
    const until = Date.now() + 8_000;
    while (Date.now() < until && acked.length < 150) await new Promise((r) => setTimeout(r, 50));
    first.child.kill('SIGKILL');
    await Promise.all(writers);
    if (first.child.exitCode === null && first.child.signalCode === null)
      await new Promise((resolve) => first.child.once('exit', resolve));
    expect(acked.length, first.output.join('')).toBeGreaterThan(10);

    const second = await startServer(env);
    cleanups.push(() => {
      second.child.kill('SIGKILL');
    });
    const again = await signIn(second.base);
    const missing: string[] = [];
    for (const write of acked) {
      if (write.kind === 'user') {
        const { status, body } = await getJson(second.base, again, `/api/apps/users/${write.id}`);
        if (status !== 200 || body?.email !== write.email) missing.push(`user ${write.id}: ${status}`);
      } else if (write.kind === 'product') {
        const { status, body } = await getJson(
          second.base,
          again,
          `/api/apps/ecommerce/products/${write.id}`,
        );
        if (status !== 200 || body?.productName !== write.name)
          missing.push(`product ${write.id}: ${status}`);
      } else if (write.kind === 'order') {
        const { status, body } = await getJson(second.base, again, `/api/apps/ecommerce/orders/${write.id}`);
        const items = (body?.items ?? []).map((i) => ({ productId: i.productId, qty: i.qty }));
        const whole =
          status === 200 &&
          JSON.stringify(items.sort((x, y) => Number(x.productId) - Number(y.productId))) ===
            JSON.stringify(write.items) &&
          body?.totals?.subtotal === write.subtotal &&
          body?.totals?.total === write.total;
        if (!whole)
          missing.push(`order ${write.id}: ${status}, ${items.length} of ${write.items.length} items`);
      } else {
        const { status, body } = await getJson(second.base, again, `/api/apps/invoice/${write.id}`);
        const items = body?.invoice?.items.length;
        if (status !== 200 || items !== write.items || body?.invoice?.total !== write.total)
          missing.push(`invoice ${write.id}: ${status}, ${items} of ${write.items} items`);
      }
    }
    expect(missing).toEqual([]);
    expect(acked.filter((w) => w.kind === 'order').length).toBeGreaterThan(0);
    console.info(
      `${acked.length} acknowledged writes before kill -9 (${acked.filter((w) => w.kind === 'order').length} orders), all found whole after the restart`,
    );
  }, 300_000);
});
