import { randomUUID } from 'node:crypto';
import { type ChatServerEvent, type ChatStatus, WS_CLOSE } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/client.ts';
import { CHAT_CHANNEL, dropPresence, findContacts, savePresence, touchPresence } from './chat.repository.ts';
import { eventsAfter } from './chat-events.repository.ts';

/** The part of a `ws` WebSocket the hub uses. */
export type ChatSocket = {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
};

export type ChatClient = {
  socket: ChatSocket;
  userId: number;
  sessionId: number;
  expiresAt: number;
  /** The last event sequence number this socket was sent. */
  seq: number;
  active: boolean;
  /** Asks the database whether the socket's session still grants the chat (after an auth change). */
  stillAllowed(): Promise<boolean>;
};

const OPEN = 1;
const HEARTBEAT_MS = 20_000;
const PRESENCE_FLUSH_MS = 150;
const PRESENCE_RETRY_MS = 1000;
/**
 * Presence writes of this process running at once (the others wait in memory): a thousand tabs
 * closing together must not fill the pool's queue and starve sign-ins and deliveries.
 */
const PRESENCE_WRITERS = 4;
/** A socket that cannot keep up (this much unsent) is closed; its client reconnects and catches up. */
const MAX_BUFFERED = 4 * 1024 * 1024;

/**
 * The open sockets of this API process, by user, and the delivery of events to them. Every change
 * is announced with NOTIFY on `chat_events` (small payloads: ids), so each process hears the changes
 * made through the others and reads the rows it needs (docs/chat.md):
 *   e:<user>            the user has new events in chat_events: send those after each socket's seq
 *   p:<user>            the user's presence may have changed
 *   t:<from>:<to>:<0|1> typing, not stored
 */
export class ChatHub {
  readonly node = randomUUID();
  private readonly clients = new Map<number, Set<ChatClient>>();
  private readonly pumping = new Map<number, Promise<void>>();
  private readonly again = new Set<number>();
  private readonly presenceDirty = new Set<number>();
  /** Per user, the chain of this process's presence writes: one at a time, in order. */
  private readonly presenceWrites = new Map<number, Promise<void>>();
  private presenceSlots = PRESENCE_WRITERS;
  private readonly presenceQueue: (() => void)[] = [];
  /** Listening was cut since the last start: notifications may have been missed. */
  private cut = false;
  private presenceTimer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private closed = false;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  private get db(): Db {
    return this.database.db;
  }

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(CHAT_CHANNEL, {
      onNotify: (payload) => this.onNotify(payload),
      onState: (listening) => {
        if (listening) this.resumed();
        else this.cut = true;
      },
    });
    this.heartbeat = setInterval(() => void this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /**
   * Listening again after a cut (the LISTEN connection dropped and was re-established): whatever was
   * notified meanwhile was missed. Stored events are replayed to every socket from its seq; what is
   * not stored (presence, typing) cannot be, so each socket is told to refetch its lists first.
   */
  private resumed(): void {
    if (!this.cut) return;
    this.cut = false;
    this.log.warn({ sockets: this.socketCount }, 'chat: listening again after a cut; sockets catch up');
    for (const [userId, set] of this.clients) {
      for (const client of set) this.send(client, { type: 'refetch', seq: client.seq });
      this.pump(userId);
    }
  }

  get socketCount(): number {
    let n = 0;
    for (const set of this.clients.values()) n += set.size;
    return n;
  }

  /** The user's sockets on this process. */
  socketsOf(userId: number): number {
    return this.clients.get(userId)?.size ?? 0;
  }

  async add(client: ChatClient): Promise<void> {
    let set = this.clients.get(client.userId);
    if (!set) {
      set = new Set();
      this.clients.set(client.userId, set);
    }
    set.add(client);
    // Events first: the presence write may wait its turn behind others.
    this.pump(client.userId);
    await this.presenceChanged(client.userId);
  }

  async remove(client: ChatClient): Promise<void> {
    const set = this.clients.get(client.userId);
    if (!set?.delete(client)) return;
    if (set.size === 0) this.clients.delete(client.userId);
    if (!this.closed) await this.presenceChanged(client.userId);
  }

  async setActive(client: ChatClient, active: boolean): Promise<void> {
    if (client.active === active) return;
    client.active = active;
    await this.presenceChanged(client.userId);
  }

  /**
   * Writes the user's sockets on this process (their number and how many are in use, tabs not
   * idle) and tells every process. The writes of one user go one after another, each counting the
   * tabs when it runs: two writes in flight on two pool connections could otherwise finish in the
   * wrong order and leave an older count (a tab still active) as the last word.
   */
  private presenceChanged(userId: number): Promise<void> {
    const previous = this.presenceWrites.get(userId) ?? Promise.resolve();
    const write = previous.then(() =>
      this.inPresenceSlot(async () => {
        const set = this.clients.get(userId);
        const tabs = set?.size ?? 0;
        const active = set ? [...set].filter((c) => c.active).length : 0;
        await savePresence(this.db, this.node, userId, tabs, active);
        await this.db.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${`p:${userId}`})`);
      }),
    );
    // A write that fails (a pool saturated by a thousand tabs closing at once) is tried again: the
    // heartbeat keeps this process's rows fresh, so a stale row would show the user online for good.
    const settled = write.catch((error: Error) => {
      if (this.closed) return;
      this.log.warn({ err: error }, 'chat: could not save presence; trying again');
      // Spread out, so that writes refused together do not come back together.
      setTimeout(() => void this.presenceChanged(userId), PRESENCE_RETRY_MS * (1 + Math.random())).unref();
    });
    this.presenceWrites.set(userId, settled);
    void settled.then(() => {
      if (this.presenceWrites.get(userId) === settled) this.presenceWrites.delete(userId);
    });
    // Settles when written, or when the write failed and a retry is scheduled: a socket is not refused
    // for its presence.
    return settled;
  }

  private async inPresenceSlot(write: () => Promise<void>): Promise<void> {
    if (this.presenceSlots > 0) this.presenceSlots -= 1;
    else await new Promise<void>((resolve) => this.presenceQueue.push(resolve));
    try {
      await write();
    } finally {
      const next = this.presenceQueue.shift();
      if (next) next();
      else this.presenceSlots += 1;
    }
  }

  send(client: ChatClient, event: ChatServerEvent): void {
    if (client.socket.readyState !== OPEN) return;
    if (client.socket.bufferedAmount > MAX_BUFFERED) {
      client.socket.close(1013, 'Too slow');
      return;
    }
    client.socket.send(JSON.stringify(event));
  }

  private onNotify(payload: string): void {
    const [kind, a, b, c] = payload.split(':');
    if (kind === 'e') this.pump(Number(a));
    else if (kind === 'p') this.schedulePresence(Number(a));
    else if (kind === 't') {
      const event: ChatServerEvent = { type: 'typing', userId: Number(a), typing: c === '1' };
      for (const client of this.clients.get(Number(b)) ?? []) this.send(client, event);
    }
  }

  /**
   * Sends the user's sockets the events they have not had; one reader per user at a time. A call
   * while a round is under way asks for one more round after it (`again`), so nothing notified
   * meanwhile, and no socket that joined meanwhile, is left waiting.
   */
  pump(userId: number): void {
    if (!this.clients.has(userId)) return;
    this.again.add(userId);
    if (this.pumping.has(userId)) return;
    const run = async () => {
      try {
        while (this.again.delete(userId)) await this.deliver(userId);
      } catch (error) {
        this.log.error({ err: error }, 'chat: could not deliver events');
      } finally {
        // In the same step as the last look at `again`: a pump() after it starts a new round.
        this.pumping.delete(userId);
      }
    };
    this.pumping.set(userId, run());
  }

  private async deliver(userId: number): Promise<void> {
    for (;;) {
      const set = this.clients.get(userId);
      if (!set || set.size === 0) return;
      // The sockets this read is for. One that joins during the read may start further back (a
      // resume with an older seq): it waits for the next round (its add() asked for one) rather
      // than being sent these rows and moved past the events before them.
      const targets = [...set];
      const since = Math.min(...targets.map((c) => c.seq));
      const rows = await eventsAfter(this.db, userId, since);
      for (const { seq, event } of rows) {
        for (const client of targets) {
          if (seq <= client.seq) continue;
          this.send(client, event);
          client.seq = seq;
        }
      }
      if (rows.length < 500) return;
    }
  }

  private schedulePresence(userId: number): void {
    this.presenceDirty.add(userId);
    if (this.presenceTimer) return;
    this.presenceTimer = setTimeout(() => void this.flushPresence(), PRESENCE_FLUSH_MS);
  }

  /** Presence changes gathered over a moment, told to every socket of this process in one message. */
  private async flushPresence(): Promise<void> {
    this.presenceTimer = undefined;
    const ids = [...this.presenceDirty];
    this.presenceDirty.clear();
    if (ids.length === 0 || this.clients.size === 0) return;
    try {
      // One read for the whole batch (a thousand tabs closing at once is a thousand changes).
      const users: { userId: number; status: ChatStatus }[] = (await findContacts(this.db, ids)).map(
        (row) => ({ userId: row.id, status: row.status }),
      );
      const event: ChatServerEvent = { type: 'presence', users };
      for (const set of this.clients.values()) for (const client of set) this.send(client, event);
    } catch (error) {
      this.log.error({ err: error }, 'chat: could not read presence; trying again');
      if (!this.closed) for (const id of ids) this.schedulePresence(id);
    }
  }

  /**
   * A session was revoked, a user suspended or a role changed (the auth_changed notification):
   * the sockets of that user (all on '*') are checked again and closed when no longer allowed.
   */
  async authChanged(payload: string): Promise<void> {
    const userId = /^u:(\d+)$/.exec(payload)?.[1];
    const targets = userId
      ? [...(this.clients.get(Number(userId)) ?? [])]
      : [...this.clients.values()].flatMap((s) => [...s]);
    await Promise.all(targets.map((client) => this.recheck(client)));
  }

  private async recheck(client: ChatClient): Promise<void> {
    const ok = client.expiresAt > Date.now() && (await client.stillAllowed().catch(() => true));
    if (!ok) client.socket.close(WS_CLOSE.unauthorized, 'Session ended');
  }

  private async beat(): Promise<void> {
    try {
      await touchPresence(this.db, this.node);
      for (const set of this.clients.values()) {
        for (const client of set)
          if (client.expiresAt <= Date.now()) client.socket.close(WS_CLOSE.unauthorized, 'Session ended');
      }
    } catch (error) {
      this.log.warn({ err: error }, 'chat: presence heartbeat failed');
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.heartbeat);
    clearTimeout(this.presenceTimer);
    for (const set of this.clients.values())
      for (const client of set) client.socket.close(WS_CLOSE.serviceRestart, 'Service restart');
    this.clients.clear();
    await this.unlisten?.();
    await Promise.allSettled([...this.pumping.values(), ...this.presenceWrites.values()]);
    await dropPresence(this.db, this.node).catch(() => undefined);
  }
}
