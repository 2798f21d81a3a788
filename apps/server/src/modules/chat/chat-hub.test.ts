import type { ChatServerEvent } from '@app/contracts';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import type { ListenHandlers } from '../../db/listener.ts';
import { chatUser } from '../../test/chat-test-kit.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { findContact } from './chat.repository.ts';
import { appendEvent } from './chat-events.repository.ts';
import { type ChatClient, ChatHub } from './chat-hub.ts';

/**
 * The hub against a database whose chosen queries are held back until released, so that queries
 * finish in another order than they were issued: what a pool of PostgreSQL connections does now
 * and then (and PGlite, one connection in process, never does). Deterministic on both databases.
 */
const dialect = new PgDialect();

type Gate = {
  match: RegExp;
  held: (() => void)[];
  entered: Promise<void>;
  enter: () => void;
  fail?: boolean;
};

function gatedDatabase(database: Database) {
  const gates: Gate[] = [];
  const db = new Proxy(database.db, {
    get(target, prop, receiver) {
      if (prop !== 'execute') return Reflect.get(target, prop, receiver);
      return async (query: SQL) => {
        const text = dialect.sqlToQuery(query).sql;
        const gate = gates.find((g) => g.match.test(text));
        if (gate) {
          gates.splice(gates.indexOf(gate), 1);
          gate.enter();
          if (gate.fail) throw new Error('The database pool is busy (simulated)');
          await new Promise<void>((resolve) => gate.held.push(resolve));
        }
        return target.execute(query);
      };
    },
  });
  return {
    database: { ...database, db } as Database,
    /** Makes the next query whose SQL matches fail, as a saturated pool answers. */
    fail(match: RegExp) {
      gates.push({ match, held: [], entered: Promise.resolve(), enter: () => undefined, fail: true });
    },
    /** Holds back the next query whose SQL matches; release() lets it run. */
    hold(match: RegExp) {
      let enter: () => void = () => undefined;
      const entered = new Promise<void>((resolve) => {
        enter = resolve;
      });
      const gate: Gate = { match, held: [], entered, enter };
      gates.push(gate);
      return {
        entered,
        release: () => {
          for (const r of gate.held) r();
        },
      };
    },
  };
}

const quiet = { error: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger;

function fakeClient(userId: number, seq: number) {
  const events: ChatServerEvent[] = [];
  const client: ChatClient = {
    socket: {
      readyState: 1,
      bufferedAmount: 0,
      send: (data: string) => events.push(JSON.parse(data) as ChatServerEvent),
      close: () => undefined,
    },
    userId,
    sessionId: 0,
    expiresAt: Date.now() + 3_600_000,
    seq,
    active: true,
    stillAllowed: async () => true,
  };
  return { client, events };
}

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('the chat hub when queries finish out of order', () => {
  let t: TestApp;
  let ann: { id: number };
  let ben: { id: number };

  beforeAll(async () => {
    t = await createTestApp();
    ann = await chatUser(t, 'Ann Hub');
    ben = await chatUser(t, 'Ben Hub');
  });
  afterAll(async () => {
    await t.close();
  });

  it('a socket that joins while a delivery is under way still gets every event after its own seq', async () => {
    const gated = gatedDatabase(t.app.database);
    const hub = new ChatHub(gated.database, quiet);
    const note = (n: number) =>
      appendEvent(t.app.db, ben.id, {
        type: 'unseen',
        chatId: 1,
        userId: ann.id,
        unseenMsgs: n,
        total: n,
      });
    const first = await note(1);
    const older = fakeClient(ben.id, first);
    await hub.add(older.client);
    await until(() => true);
    const [s2, s3] = [await note(2), await note(3)];
    // A delivery for `older` starts and is held at its read of chat_events (from `first`).
    const read = gated.hold(/from chat_events/);
    hub.pump(ben.id);
    await read.entered;
    // Meanwhile a tab resumes from before `first` (a reconnect with since = first - 1).
    const resumed = fakeClient(ben.id, first - 1);
    await hub.add(resumed.client);
    read.release();
    await until(() => resumed.events.some((e) => 'seq' in e && e.seq === s3));
    const seqs = resumed.events.flatMap((e) => ('seq' in e && e.type !== 'ready' ? [e.seq] : []));
    expect(seqs).toEqual([first, s2, s3]);
    expect(older.events.flatMap((e) => ('seq' in e ? [e.seq] : []))).toEqual([s2, s3]);
    await hub.close();
  });

  it("presence follows the last change of a user's tabs, whatever order the writes finish in", async () => {
    const gated = gatedDatabase(t.app.database);
    const hub = new ChatHub(gated.database, quiet);
    const tab1 = fakeClient(ann.id, 0);
    const tab2 = fakeClient(ann.id, 0);
    await hub.add(tab1.client);
    await hub.add(tab2.client);
    expect((await findContact(t.app.db, ann.id))?.status).toBe('online');
    // The first tab goes idle; its write is slow. Then the second tab goes idle too.
    const slow = gated.hold(/insert into chat_presence/);
    const idle1 = hub.setActive(tab1.client, false);
    await slow.entered;
    const idle2 = hub.setActive(tab2.client, false);
    await new Promise((r) => setTimeout(r, 50));
    slow.release();
    await Promise.all([idle1, idle2]);
    // Every tab is idle: Ann is away (a write of "one tab active" must not land last).
    expect((await findContact(t.app.db, ann.id))?.status).toBe('away');
    await hub.close();
  });

  it('after a cut in listening, every socket is told to refetch and gets the events it missed', async () => {
    let handlers: ListenHandlers | undefined;
    const deaf: Database = {
      ...t.app.database,
      listen: async (_channel, h) => {
        handlers = h;
        h.onState(true);
        return async () => undefined;
      },
    };
    const hub = new ChatHub(deaf, quiet);
    await hub.start();
    const last = await appendEvent(t.app.db, ben.id, {
      type: 'unseen',
      chatId: 1,
      userId: ann.id,
      unseenMsgs: 0,
      total: 0,
    });
    const tab = fakeClient(ben.id, last);
    await hub.add(tab.client);
    // The LISTEN connection drops; an event is stored and notified meanwhile, and nobody hears it.
    handlers?.onState(false);
    const missed = await appendEvent(t.app.db, ben.id, {
      type: 'unseen',
      chatId: 1,
      userId: ann.id,
      unseenMsgs: 5,
      total: 5,
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(tab.events).toEqual([]);
    // Listening again: the socket hears refetch (presence and typing were not stored), then the event.
    handlers?.onState(true);
    await until(() => tab.events.some((e) => 'seq' in e && e.seq === missed));
    expect(tab.events.map((e) => e.type)).toEqual(['refetch', 'unseen']);
    expect(tab.events[0]).toEqual({ type: 'refetch', seq: last });
    await hub.close();
  });

  it('a presence write that fails is tried again, so a closed tab does not leave its user online', async () => {
    const gated = gatedDatabase(t.app.database);
    const hub = new ChatHub(gated.database, quiet);
    const tab = fakeClient(ben.id, 0);
    await hub.add(tab.client);
    expect((await findContact(t.app.db, ben.id))?.status).toBe('online');
    gated.fail(/delete from chat_presence/);
    await hub.remove(tab.client);
    expect((await findContact(t.app.db, ben.id))?.status).toBe('online');
    const end = Date.now() + 5000;
    let status = 'online';
    while (status !== 'offline' && Date.now() < end) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await findContact(t.app.db, ben.id))?.status ?? 'gone';
    }
    expect(status).toBe('offline');
    await hub.close();
  });
});
