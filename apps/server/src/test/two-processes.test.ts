import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Listener, listen } from './chat-test-kit.ts';
import { callApi, postgresPassServer, seededDatabaseOn } from './postgres-pass.ts';
import {
  listenOnFreePort,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from './server-process.ts';

/**
 * Two real API processes (apps/server/src/main.ts) on one PostgreSQL database behind a small
 * round-robin HTTP and WebSocket proxy written for the test, as a load balancer would spread a
 * client's requests (issue 12). Through the proxy: a token works on both processes, failed sign-ins
 * count against one lock, a logout, a permission taken from a role, a customer's new name on the
 * kept pages of a search and a chat message reach the other process. Runs in the PostgreSQL pass of
 * the tests (TEST_DB=pg with TEST_DATABASE_URL, as `npm test` does when TEST_DATABASE_URL is set),
 * so that pass alone runs it; it makes its database
 * from the run's seeded template and drops it at the end.
 */
const serverUrl = postgresPassServer('two-processes.test.ts');
/** How long another process may still honour a revoked session or a removed right (decision 011). */
const WINDOW_MS = 1000;
const ORDERS = '/api/apps/ecommerce/orders?itemsPerPage=10';

type Api = ServerProcess;

const startApi = (name: string, env: Record<string, string>) =>
  startServerProcess(`API ${name}`, env, { startWithinMs: 90_000 }).then((api) => ({ ...api, name }));

/**
 * The load balancer: each new HTTP request and each WebSocket upgrade goes to the next API process
 * in turn. Answers carry `x-served-by` (the process's name) so the test can tell where a request went.
 */
type Proxy = { port: number; next(): string; upgrades: string[]; close(): Promise<void> };

async function roundRobinProxy(apis: Api[]): Promise<Proxy> {
  let turn = 0;
  const take = () => apis[turn++ % apis.length];
  const upgrades: string[] = [];
  const sockets = new Set<net.Socket>();
  // No keep-alive towards the APIs: each request is routed on its own, as the test expects.
  const server = http.createServer((req, res) => {
    const api = take();
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: api.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent: false,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': api.name });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'x-served-by': api.name });
      res.end();
    });
    req.pipe(upstream);
  });
  server.on('upgrade', (req, client: net.Socket, head: Buffer) => {
    const api = take();
    upgrades.push(api.name);
    const upstream = net.connect(api.port, '127.0.0.1', () => {
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
  });
  const port = await listenOnFreePort(server);
  return {
    port,
    next: () => apis[turn % apis.length].name,
    upgrades,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe.skipIf(!serverUrl)(
  'two API processes on one PostgreSQL database behind a round-robin proxy',
  { timeout: 60_000 },
  () => {
    let database: Awaited<ReturnType<typeof seededDatabaseOn>> | undefined;
    const apis: Api[] = [];
    let proxy: Proxy;
    let base: string;
    let adminToken: string;
    const sockets: Listener[] = [];

    const call = (method: string, path: string, token?: string, body?: unknown) =>
      callApi(base, method, path, token, body);
    /** Sends cheap requests until the proxy's next turn is not `name`'s. */
    const nextNotOn = async (api: string) => {
      while (proxy.next() === api) await call('GET', '/api/health');
    };
    const signIn = async (email: string, password: string) => {
      const res = await call('POST', '/api/auth/login', undefined, { email, password });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.accessToken as string;
    };
    /** Polls through the proxy until the process other than `notOn` answers `expected`; says how long it took. */
    const otherAnswersWithin = async (notOn: string, path: string, token: string, expected: number) => {
      const started = performance.now();
      for (let tries = 1; ; tries++) {
        await nextNotOn(notOn);
        const res = await call('GET', path, token);
        expect(res.servedBy).not.toBe(notOn);
        const elapsed = performance.now() - started;
        if (res.status === expected) return `${Math.round(elapsed)} ms, on request ${tries} to it`;
        if (elapsed > WINDOW_MS)
          throw new Error(`${path} still answered ${res.status} after ${Math.round(elapsed)} ms`);
      }
    };
    let made = 0;
    const newUser = async (role: string, password: string) => {
      const username = `faults.${process.pid}.${++made}`;
      const res = await call('POST', '/api/apps/users', adminToken, {
        fullName: `Faults ${made}`,
        username,
        email: `${username}@example.com`,
        role,
        currentPlan: 'team',
        password,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return { id: res.body.id as number, email: `${username}@example.com` };
    };

    beforeAll(async () => {
      database = await seededDatabaseOn(serverUrl as string, 'faults_two');
      const env = { DATABASE_URL: database.url };
      apis.push(...(await Promise.all([startApi('A', env), startApi('B', env)])));
      proxy = await roundRobinProxy(apis);
      base = `http://127.0.0.1:${proxy.port}`;
      adminToken = await signIn('admin@demo.com', 'admin');
    }, 120_000);

    afterAll(async () => {
      await Promise.all(sockets.map((s) => s.close()));
      await proxy?.close();
      await Promise.all(apis.map(stopServerProcess));
      await database?.drop();
    }, 60_000);

    it('signs in through one process, and the token works on both', async () => {
      const token = await signIn('admin@demo.com', 'admin');
      const answers = [await call('GET', '/api/auth/me', token), await call('GET', '/api/auth/me', token)];
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect(new Set(answers.map((a) => a.servedBy))).toEqual(new Set(['A', 'B']));
    });

    it('counts failed sign-ins made through both processes against one lock', async () => {
      const { email } = await newUser('client', 'right-password-1');
      const wrong = [];
      for (let i = 0; i < 5; i++)
        wrong.push(await call('POST', '/api/auth/login', undefined, { email, password: `wrong-${i}` }));
      expect(wrong.map((a) => a.status)).toEqual([400, 400, 400, 400, 400]);
      expect(new Set(wrong.map((a) => a.servedBy))).toEqual(new Set(['A', 'B']));
      // The right password is refused by either process now: the count lives in the shared database.
      const right = [
        await call('POST', '/api/auth/login', undefined, { email, password: 'right-password-1' }),
        await call('POST', '/api/auth/login', undefined, { email, password: 'right-password-1' }),
      ];
      expect(right.map((a) => a.status)).toEqual([429, 429]);
      expect(new Set(right.map((a) => a.servedBy))).toEqual(new Set(['A', 'B']));
    });

    it('refuses a token on the other process at once after a logout through one', async () => {
      const { email } = await newUser('client', 'logout-password-1');
      const token = await signIn(email, 'logout-password-1');
      // Both processes have now served, and cached, the session.
      expect((await call('GET', '/api/auth/me', token)).status).toBe(200);
      expect((await call('GET', '/api/auth/me', token)).status).toBe(200);
      const out = await call('POST', '/api/auth/logout', token);
      expect(out.status).toBe(204);
      const took = await otherAnswersWithin(out.servedBy, '/api/auth/me', token, 401);
      console.info(`logout through ${out.servedBy}: the other process refused the token after ${took}`);
      // And the one that served the logout, on its next request.
      await nextNotOn(out.servedBy === 'A' ? 'B' : 'A');
      expect((await call('GET', '/api/auth/me', token)).status).toBe(401);
    });

    it('applies a permission taken from a role through one process on the other at once', async () => {
      const tag = `${process.pid}${Date.now() % 100_000}`;
      const permission = await call('POST', '/api/apps/permissions', adminToken, {
        name: `faults read orders ${tag}`,
        rules: [{ action: 'read', subject: 'Order' }],
      });
      expect(permission.status, JSON.stringify(permission.body)).toBe(201);
      const roleName = `faults-clerk-${tag}`;
      const role = await call('POST', '/api/apps/roles', adminToken, {
        name: roleName,
        rules: [],
        permissionIds: [permission.body.id],
      });
      expect(role.status, JSON.stringify(role.body)).toBe(201);
      const { email } = await newUser(roleName, 'clerk-password-1');
      const token = await signIn(email, 'clerk-password-1');
      const reads = [await call('GET', ORDERS, token), await call('GET', ORDERS, token)];
      expect(reads.map((a) => a.status)).toEqual([200, 200]);
      expect(new Set(reads.map((a) => a.servedBy))).toEqual(new Set(['A', 'B']));

      const removed = await call('PUT', `/api/apps/roles/${role.body.id}`, adminToken, {
        name: roleName,
        rules: [],
        permissionIds: [],
      });
      expect(removed.status, JSON.stringify(removed.body)).toBe(200);
      const took = await otherAnswersWithin(removed.servedBy, ORDERS, token, 403);
      console.info(`permission removed through ${removed.servedBy}: the other process refused after ${took}`);
      await nextNotOn(removed.servedBy === 'A' ? 'B' : 'A');
      expect((await call('GET', ORDERS, token)).status).toBe(403);
    });

    it('shows a customer renamed through one process on the kept pages of a search on the other at once', async () => {
      const search = '/api/apps/ecommerce/customers?q=a&sortBy=customer&orderBy=asc';
      const page2 = () => call('GET', `${search}&page=2`, adminToken);
      // Both processes have now read, and kept, the search's ids (lib/kept-searches.ts).
      const before = [await page2(), await page2()];
      expect(new Set(before.map((a) => a.servedBy))).toEqual(new Set(['A', 'B']));
      expect(before[0].body).toEqual(before[1].body);
      // A customer from page 5 renamed to sort first: page 2 moves by one row.
      const page5 = await call('GET', `${search}&page=5`, adminToken);
      const moved = (page5.body.customers as { customerId: number }[])[0];
      const renamed = await call('PATCH', `/api/apps/ecommerce/customers/${moved.customerId}`, adminToken, {
        customer: 'Aaaa Kept Search',
      });
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
      await nextNotOn(renamed.servedBy === 'A' ? 'B' : 'A');
      const writer = await page2();
      expect(writer.servedBy).toBe(renamed.servedBy);
      expect(writer.body).not.toEqual(before[0].body);
      const started = performance.now();
      for (let tries = 1; ; tries++) {
        await nextNotOn(renamed.servedBy);
        const other = await page2();
        const elapsed = performance.now() - started;
        if (JSON.stringify(other.body) === JSON.stringify(writer.body)) {
          console.info(
            `rename through ${renamed.servedBy}: the other process's kept page moved after ${Math.round(elapsed)} ms, on request ${tries} to it`,
          );
          break;
        }
        if (elapsed > WINDOW_MS)
          throw new Error(`page 2 unchanged on the other process after ${Math.round(elapsed)} ms`);
      }
    });

    it('delivers a chat message sent through one process to a socket held by the other', async () => {
      const ann = await newUser('maintainer', 'chat-password-1');
      const ben = await newUser('maintainer', 'chat-password-1');
      const annToken = await signIn(ann.email, 'chat-password-1');
      const benToken = await signIn(ben.email, 'chat-password-1');
      const benSocket = listen(`ws://127.0.0.1:${proxy.port}/api/ws?token=${benToken}`);
      sockets.push(benSocket);
      await benSocket.next('ready');
      const socketOn = proxy.upgrades.at(-1) as string;

      await nextNotOn(socketOn);
      const sent = await call('POST', `/api/apps/chat/chats/${ben.id}`, annToken, {
        message: 'through the other process',
        senderId: ann.id,
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      expect(sent.servedBy).not.toBe(socketOn);
      const msg = sent.body.msg as { id: number };
      const heard = await benSocket.next('message', (e) => e.msg.id === msg.id, 5000);
      expect(heard.msg.message).toBe('through the other process');
    });
  },
);
