import { WS_CLOSE } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { chatUser, type Listener, listen, listening } from '../../test/chat-test-kit.ts';
import { bearer, createTestApp, type TestApp } from '../../test/helper.ts';
import { testDatabaseKind } from '../../test/test-database.ts';

const send = (app: FastifyInstance, token: string, to: number, message: string) =>
  app.inject({
    method: 'POST',
    url: `/api/apps/chat/chats/${to}`,
    headers: bearer(token),
    payload: { message },
  });

/** A socket that acknowledges every message it receives, as a browser tab does. */
const tab = (base: string, token: string, since?: number) =>
  listen(`${base}?token=${token}${since === undefined ? '' : `&since=${since}`}`, {
    onMessage: (event, socket) => {
      if (event.type === 'message') socket.send(JSON.stringify({ type: 'delivered', ids: [event.msg.id] }));
    },
  });

describe('the chat socket on one process', () => {
  let t: TestApp;
  let base: string;
  let ann: { id: number; token: string };
  let ben: { id: number; token: string };
  const open: Listener[] = [];
  const opened = (l: Listener) => {
    open.push(l);
    return l;
  };

  beforeAll(async () => {
    t = await createTestApp();
    base = await listening(t.app);
    ann = await chatUser(t, 'Ann Socket');
    ben = await chatUser(t, 'Ben Socket');
  });
  afterAll(async () => {
    await Promise.all(open.map((l) => l.close()));
    await t.close();
  });

  it('delivers a message to every tab of the recipient; the sender sees delivered, then seen', async () => {
    const annTab = opened(tab(base, ann.token));
    const benTab1 = opened(tab(base, ben.token));
    const benTab2 = opened(tab(base, ben.token));
    await Promise.all([annTab.next('ready'), benTab1.next('ready'), benTab2.next('ready')]);

    const res = await send(t.app, ann.token, ben.id, 'Hello over the socket');
    expect(res.statusCode).toBe(201);
    const { msg } = res.json();
    const [got1, got2] = await Promise.all([
      benTab1.next('message', (e) => e.msg.id === msg.id),
      benTab2.next('message', (e) => e.msg.id === msg.id),
    ]);
    expect(got1.msg.message).toBe('Hello over the socket');
    expect(got1.chat).toMatchObject({ userId: ann.id, unseenMsgs: 1 });
    expect(got1.unseenTotal).toBe(1);
    expect(got2.seq).toBe(got1.seq);

    const delivered = await annTab.next('feedback', (e) => e.upTo === msg.id);
    expect(delivered).toMatchObject({ isDelivered: true, isSeen: false });

    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/apps/chat/chats/${ann.id}`,
          headers: bearer(ben.token),
        })
      ).statusCode,
    ).toBe(200);
    const seen = await annTab.next('feedback', (e) => e.isSeen);
    expect(seen.upTo).toBe(msg.id);
    // Both of Ben's tabs hear that the chat was read.
    await Promise.all([benTab1.next('unseen'), benTab2.next('unseen')]).then(([u]) =>
      expect(u).toMatchObject({ unseenMsgs: 0, total: 0 }),
    );
  });

  // Known race on PostgreSQL (issue 9): an event sometimes never reaches the socket (a different test
  // each run); it holds on PGlite. Skipped there until the hub's subscribe/replay order is fixed.
  it('passes typing indicators and presence', async () => {
    const annTab = opened(tab(base, ann.token));
    const benTab = opened(tab(base, ben.token));
    await Promise.all([annTab.next('ready'), benTab.next('ready')]);
    annTab.socket.send(JSON.stringify({ type: 'typing', to: ben.id, typing: true }));
    expect(await benTab.next('typing')).toEqual({ type: 'typing', userId: ann.id, typing: true });
    annTab.socket.send(JSON.stringify({ type: 'activity', active: false }));
    // Ann's other tab from the first test is still active: she stays online until every tab is idle.
    for (const l of open.filter((o) => o !== annTab && o.socket.url.includes(ann.token))) {
      l.socket.send(JSON.stringify({ type: 'activity', active: false }));
    }
    await benTab.next('presence', (e) => e.users.some((u) => u.userId === ann.id && u.status === 'away'));
  });

  it('refuses an invalid token, a missing one and a user without chat access', async () => {
    const bad = listen(`${base}?token=not-a-token`);
    expect((await bad.closed).code).toBe(WS_CLOSE.unauthorized);
    const client = listen(`${base}?token=${t.clientToken}`);
    expect((await client.closed).code).toBe(WS_CLOSE.forbidden);
    const viaMessage = listen(base);
    viaMessage.socket.on('open', () =>
      viaMessage.socket.send(JSON.stringify({ type: 'auth', token: 'nope' })),
    );
    expect((await viaMessage.closed).code).toBe(WS_CLOSE.unauthorized);
  });

  it('authenticates with the first message', async () => {
    const l = opened(listen(base));
    l.socket.on('open', () => l.socket.send(JSON.stringify({ type: 'auth', token: ann.token })));
    expect(await l.next('ready')).toMatchObject({ userId: ann.id });
  });

  it('closes the sockets of a session that signs out, and of a suspended user', async () => {
    const token = await t.login(`${await userEmail(t, ann.id)}`, 'chat-password-1');
    const l = listen(`${base}?token=${token}`);
    await l.next('ready');
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect((await l.closed).code).toBe(WS_CLOSE.unauthorized);

    const carl = await chatUser(t, 'Carl Suspended');
    const c = listen(`${base}?token=${carl.token}`);
    await c.next('ready');
    const started = Date.now();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/apps/users/${carl.id}`,
      headers: bearer(t.adminToken),
      payload: { status: 'inactive' },
    });
    expect(res.statusCode).toBe(200);
    expect((await c.closed).code).toBe(WS_CLOSE.unauthorized);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  // Known race on PostgreSQL (issue 9): an event sometimes never reaches the socket (a different test
  // each run); it holds on PGlite. Skipped there until the hub's subscribe/replay order is fixed.
  it('replays what a client missed while disconnected, in order, and nothing twice', async () => {
    const first = tab(base, ben.token);
    const ready = await first.next('ready');
    const a = (await send(t.app, ann.token, ben.id, 'before the cut')).json().msg;
    const heard = await first.next('message', (e) => e.msg.id === a.id);
    await first.close();
    const missed = [];
    for (const text of ['missed 1', 'missed 2', 'missed 3'])
      missed.push((await send(t.app, ann.token, ben.id, text)).json().msg.id);
    const again = opened(tab(base, ben.token, heard.seq));
    expect((await again.next('ready')).seq).toBe(heard.seq);
    const replayed = [];
    for (const id of missed) replayed.push(await again.next('message', (e) => e.msg.id === id));
    expect(replayed.map((e) => e.msg.message)).toEqual(['missed 1', 'missed 2', 'missed 3']);
    expect(replayed.map((e) => e.seq)).toEqual([...replayed.map((e) => e.seq)].sort((x, y) => x - y));
    expect(again.events.filter((e) => e.type === 'message' && e.msg.id === a.id)).toEqual([]);
    expect(ready.seq).toBeLessThan(heard.seq);
  });

  // A real cut of the LISTEN connection needs a server to cut it on: PostgreSQL only (on PGlite the
  // same path is covered with a simulated cut in chat-hub.test.ts).
  it.skipIf(testDatabaseKind === 'pglite')(
    'listens again after its LISTEN connection is killed, and the sockets catch up',
    async () => {
      const listenerPid = async () => {
        const { rows } = (await t.app.db.execute(
          sql`select pid from pg_stat_activity
              where datname = current_database() and application_name = 'listen:chat_events'`,
        )) as unknown as { rows: { pid: number }[] };
        return rows.map((r) => r.pid);
      };
      const benTab = opened(tab(base, ben.token));
      await benTab.next('ready');
      const [before] = await listenerPid();
      expect(before).toBeTypeOf('number');
      await t.app.db.execute(sql`select pg_terminate_backend(${before})`);
      // Sent while the process is not listening: its NOTIFY reaches no one.
      const { msg } = (await send(t.app, ann.token, ben.id, 'during the cut')).json();
      const refetch = await benTab.next('refetch');
      expect(refetch.seq).toBeTypeOf('number');
      expect((await benTab.next('message', (e) => e.msg.id === msg.id)).msg.message).toBe('during the cut');
      const after = await listenerPid();
      expect(after).toHaveLength(1);
      expect(after[0]).not.toBe(before);
      // And it hears new notifications again.
      const next = (await send(t.app, ann.token, ben.id, 'after the cut')).json().msg;
      await benTab.next('message', (e) => e.msg.id === next.id);
    },
  );

  it('tells a client that is too far behind to refetch', async () => {
    const { rows } = (await t.app.db.execute(
      sql`select min(seq) as oldest from chat_events where user_id = ${ben.id}`,
    )) as unknown as { rows: { oldest: string }[] };
    await t.app.db.execute(
      sql`delete from chat_events where user_id = ${ben.id} and seq <= ${Number(rows[0].oldest) + 1}`,
    );
    const late = opened(tab(base, ben.token, 0));
    await late.next('ready');
    expect(await late.next('refetch')).toMatchObject({ type: 'refetch' });
  });
});

async function userEmail(t: TestApp, id: number): Promise<string> {
  const { rows } = (await t.app.db.execute(sql`select email from users where id = ${id}`)) as unknown as {
    rows: { email: string }[];
  };
  return rows[0].email;
}

// Two API processes need two connections to one database: PostgreSQL only (TEST_DB=pg).
describe.skipIf(testDatabaseKind === 'pglite')('two API processes on one PostgreSQL database', () => {
  let a: TestApp;
  let bDatabase: Database;
  let b: FastifyInstance;
  let baseA: string;
  let baseB: string;

  beforeAll(async () => {
    a = await createTestApp();
    const { rows } = (await a.app.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${rows[0].name}`;
    bDatabase = await openDatabase({ url: url.toString() });
    b = await buildApp(testConfig(), { database: bDatabase });
    baseA = await listening(a.app);
    baseB = await listening(b);
  });
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
    await a?.close();
  });

  it('a message sent through A reaches a socket on B, and the ticks come back to a socket on A', async () => {
    const ann = await chatUser(a, 'Ann Two');
    const ben = await chatUser(a, 'Ben Two');
    const annOnA = tab(baseA, ann.token);
    const benOnB = tab(baseB, ben.token);
    await Promise.all([annOnA.next('ready'), benOnB.next('ready')]);
    const { msg } = (await send(a.app, ann.token, ben.id, 'across processes')).json();
    const got = await benOnB.next('message', (e) => e.msg.id === msg.id);
    expect(got.msg.message).toBe('across processes');
    await annOnA.next('feedback', (e) => e.upTo === msg.id && e.isDelivered);
    // Ben opens the chat through B: Ann's socket on A sees it seen.
    await b.inject({ method: 'GET', url: `/api/apps/chat/chats/${ann.id}`, headers: bearer(ben.token) });
    await annOnA.next('feedback', (e) => e.isSeen);
    // And back: Ben writes through B, Ann hears it on A; typing crosses too.
    const reply = (await send(b, ben.token, ann.id, 'and back')).json().msg;
    await annOnA.next('message', (e) => e.msg.id === reply.id);
    benOnB.socket.send(JSON.stringify({ type: 'typing', to: ann.id, typing: true }));
    await annOnA.next('typing', (e) => e.userId === ben.id);
    // A sign-out through A closes Ben's socket on B.
    await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(ben.token) });
    expect((await benOnB.closed).code).toBe(WS_CLOSE.unauthorized);
    await annOnA.close();
  });
});
