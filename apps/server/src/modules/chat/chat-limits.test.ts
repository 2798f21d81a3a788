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
import { FRAME_LIMIT, FrameBudget, SOCKETS_PER_USER, TypingGate } from './chat-limits.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const typing = (l: Listener, to: number, on: boolean) =>
  l.socket.send(JSON.stringify({ type: 'typing', to, typing: on }));
const typingHeard = (l: Listener) => l.events.filter((e) => e.type === 'typing');

describe('the typing gate and the frame budget', () => {
  it('relays one start a second per sender, and a stop only after a relayed start', () => {
    const gate = new TypingGate();
    expect(gate.pass(1, 2, false, 0)).toBe(false);
    expect(gate.pass(1, 2, true, 0)).toBe(true);
    expect(gate.pass(1, 2, true, 500)).toBe(false);
    expect(gate.pass(1, 3, true, 900)).toBe(false);
    expect(gate.pass(9, 2, true, 900)).toBe(true);
    expect(gate.pass(1, 2, false, 950)).toBe(true);
    expect(gate.pass(1, 2, false, 960)).toBe(false);
    expect(gate.pass(1, 3, true, 1000)).toBe(true);
    gate.forget(1);
    expect(gate.pass(1, 3, false, 1001)).toBe(false);
  });

  it('gives a burst, then tokens back with time', () => {
    const budget = new FrameBudget({ burst: 3, seconds: 3 }, 0);
    expect([0, 0, 0, 0].map((at) => budget.take(at))).toEqual([true, true, true, false]);
    expect(budget.take(999)).toBe(false);
    expect(budget.take(1000)).toBe(true);
  });
});

describe('the chat socket under a script', () => {
  let t: TestApp;
  let base: string;
  const open: Listener[] = [];
  const tab = (token: string) => {
    const l = listen(`${base}?token=${token}`);
    open.push(l);
    return l;
  };

  beforeAll(async () => {
    t = await createTestApp();
    base = await listening(t.app);
  });
  afterAll(async () => {
    await Promise.all(open.map((l) => l.close()));
    await t.close();
  });

  it('relays one of 100 typing frames sent at once, and the stop after it', async () => {
    const [ann, ben] = await Promise.all([chatUser(t, 'Ann Typist'), chatUser(t, 'Ben Reader')]);
    const annTab = tab(ann.token);
    const benTab = tab(ben.token);
    await Promise.all([annTab.next('ready'), benTab.next('ready')]);
    for (let i = 0; i < 100; i += 1) typing(annTab, ben.id, true);
    expect(await benTab.next('typing')).toEqual({ type: 'typing', userId: ann.id, typing: true });
    await pause(1100);
    typing(annTab, ben.id, false);
    await benTab.next('typing', (e) => !e.typing);
    expect(typingHeard(benTab)).toHaveLength(2);
    expect(annTab.socket.readyState).toBe(annTab.socket.OPEN);
  });

  it('closes a socket that sends 500 frames at once with 4429, having relayed one', async () => {
    const [ann, ben] = await Promise.all([chatUser(t, 'Ann Flooder'), chatUser(t, 'Ben Flooded')]);
    const annTab = tab(ann.token);
    const benTab = tab(ben.token);
    await Promise.all([annTab.next('ready'), benTab.next('ready')]);
    for (let i = 0; i < 500; i += 1) typing(annTab, ben.id, true);
    expect(await annTab.closed).toEqual({ code: WS_CLOSE.tooMany, reason: 'Too many messages' });
    await benTab.next('typing');
    await pause(300);
    expect(typingHeard(benTab)).toHaveLength(1);
    expect(FRAME_LIMIT.burst).toBeLessThan(500);
  });

  it(`accepts ${SOCKETS_PER_USER} sockets of one user out of 50 opened at once, and one more when one closes`, async () => {
    const cat = await chatUser(t, 'Cat Manytabs');
    const tabs = Array.from({ length: 50 }, () => tab(cat.token));
    const outcomes = await Promise.all(
      tabs.map((l) =>
        Promise.race([
          l.next('ready').then(() => 'ready' as const),
          l.closed.then(({ code, reason }) => `${code} ${reason}`),
        ]),
      ),
    );
    expect(outcomes.filter((o) => o === 'ready')).toHaveLength(SOCKETS_PER_USER);
    expect(new Set(outcomes.filter((o) => o !== 'ready'))).toEqual(
      new Set([`${WS_CLOSE.tooMany} Too many connections (at most ${SOCKETS_PER_USER} per user)`]),
    );
    // Another user is not affected, and a closed tab makes room.
    const dan = await chatUser(t, 'Dan Onetab');
    await tab(dan.token).next('ready');
    await tabs[outcomes.indexOf('ready')].close();
    await pause(200);
    await tab(cat.token).next('ready');
  });
});

// Two API processes need two connections to one database: PostgreSQL only (TEST_DB=pg).
describe.skipIf(testDatabaseKind === 'pglite')('the chat limits over two API processes', () => {
  let a: TestApp;
  let bDatabase: Database;
  let b: FastifyInstance;
  let baseA: string;
  let baseB: string;
  const open: Listener[] = [];

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
    await Promise.all(open.map((l) => l.close()));
    await b?.close();
    await bDatabase?.close();
    await a?.close();
  });

  it('counts the messages sent through both in one bucket', async () => {
    const [eve, bob] = await Promise.all([chatUser(a, 'Eve Twoways'), chatUser(a, 'Bob Twoways')]);
    const started = performance.now();
    const answers = [];
    for (let i = 0; i < 40; i += 1) {
      const app = i % 2 === 0 ? a.app : b;
      answers.push(
        await app.inject({
          method: 'POST',
          url: `/api/apps/chat/chats/${bob.id}`,
          headers: bearer(eve.token),
          payload: { message: `m${i}` },
        }),
      );
    }
    const seconds = (performance.now() - started) / 1000;
    const accepted = answers.filter((res) => res.statusCode === 201).length;
    expect(accepted).toBeGreaterThanOrEqual(20);
    expect(accepted).toBeLessThanOrEqual(20 + Math.ceil(seconds * 2));
    expect(answers.filter((res) => res.statusCode === 429).length).toBe(40 - accepted);
  });

  it(`counts the sockets held by both: ${SOCKETS_PER_USER} in all`, async () => {
    const cat = await chatUser(a, 'Cat Twoprocesses');
    const onA = Array.from({ length: 6 }, () => listen(`${baseA}?token=${cat.token}`));
    open.push(...onA);
    await Promise.all(onA.map((l) => l.next('ready')));
    // A's presence row says 6 once its write is through.
    for (let i = 0; i < 50; i += 1) {
      const { rows } = (await a.app.db.execute(
        sql`select coalesce(sum(tabs), 0)::int as tabs from chat_presence where user_id = ${cat.id}`,
      )) as unknown as { rows: { tabs: number }[] };
      if (rows[0].tabs === 6) break;
      await pause(50);
    }
    const outcomes = [];
    for (let i = 0; i < 6; i += 1) {
      const l = listen(`${baseB}?token=${cat.token}`);
      open.push(l);
      outcomes.push(
        await Promise.race([l.next('ready').then(() => 'ready'), l.closed.then(({ code }) => String(code))]),
      );
    }
    expect(outcomes).toEqual(['ready', 'ready', 'ready', 'ready', '4429', '4429']);
  });
});
