import type { ChatServerEvent } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { bearer, type TestApp } from './helper.ts';

/** Test helpers of the chat: a second signed-in user, and a real socket that records what it hears. */

let made = 0;

/** A new maintainer (who may use the chat) with a password; answers their id and token. */
export async function chatUser(t: TestApp, name = 'Chat Tester'): Promise<{ id: number; token: string }> {
  made += 1;
  const username = `chat.${process.pid}.${Date.now()}.${made}`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/apps/users',
    headers: bearer(t.adminToken),
    payload: {
      fullName: name,
      username,
      email: `${username}@example.com`,
      role: 'maintainer',
      currentPlan: 'team',
      password: 'chat-password-1',
    },
  });
  if (res.statusCode !== 201) throw new Error(`user: ${res.statusCode} ${res.body}`);
  const id = res.json().id as number;
  return { id, token: await t.login(`${username}@example.com`, 'chat-password-1') };
}

export type Listener = {
  socket: WebSocket;
  events: ChatServerEvent[];
  /** The first event (after those already taken) that matches, within `ms`. */
  next<T extends ChatServerEvent['type']>(
    type: T,
    match?: (e: Extract<ChatServerEvent, { type: T }>) => boolean,
    ms?: number,
  ): Promise<Extract<ChatServerEvent, { type: T }>>;
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
};

export function listen(
  url: string,
  options: { onMessage?: (e: ChatServerEvent, s: WebSocket) => void } = {},
): Listener {
  const socket = new WebSocket(url);
  const events: ChatServerEvent[] = [];
  const taken = new Set<ChatServerEvent>();
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    const event = JSON.parse(data.toString()) as ChatServerEvent;
    events.push(event);
    options.onMessage?.(event, socket);
    for (const w of [...waiters]) w();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => {
      resolve({ code, reason: reason.toString() });
      for (const w of [...waiters]) w();
    }),
  );
  socket.on('error', () => undefined);
  const next: Listener['next'] = (type, match, ms = 15_000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = events.find((e) => !taken.has(e) && e.type === type && (!match || match(e as never))) as
          | Extract<ChatServerEvent, { type: typeof type }>
          | undefined;
        if (!found) return false;
        taken.add(found);
        waiters.delete(check as () => void);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(check as () => void);
        reject(
          new Error(`no ${type} event within ${ms} ms; heard ${JSON.stringify(events.map((e) => e.type))}`),
        );
      }, ms);
      if (!check()) waiters.add(check as () => void);
    });
  return {
    socket,
    events,
    next,
    closed,
    close: async () => {
      if (socket.readyState === WebSocket.CLOSED) return;
      socket.close();
      await closed;
    },
  };
}

/** The app listening on a free port; answers the ws:// base of /api/ws. */
export async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `ws://127.0.0.1:${address.port}/api/ws`;
}
