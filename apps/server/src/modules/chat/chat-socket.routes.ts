import {
  type ChatClientEvent,
  type ChatServerEvent,
  chatSocketOpened,
  messageAnswer,
  WS_CLOSE,
} from '@app/contracts';
import websocket from '@fastify/websocket';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { allows } from '../../auth/ability.ts';
import { sessionOfHeader } from '../../auth/session.service.ts';
import { AUTH_CHANNEL } from '../../auth/session-cache.ts';
import { CHAT_ACCESS, CHAT_CHANNEL, eventBounds, markDelivered, socketsElsewhere } from './chat.service.ts';
import { type ChatClient, ChatHub, type ChatSocket } from './chat-hub.ts';
import { FRAME_LIMIT, FrameBudget, SOCKETS_PER_USER, TypingGate } from './chat-limits.ts';

declare module 'fastify' {
  interface FastifyInstance {
    chatHub: ChatHub;
  }
}

/** The first message must authenticate within this time when the URL carries no token. */
const AUTH_TIMEOUT_MS = 5000;

type SocketLike = ChatSocket & {
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: () => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
};

function parse(data: Buffer): ChatClientEvent | null {
  try {
    const value = JSON.parse(data.toString('utf8')) as ChatClientEvent;
    return value && typeof value === 'object' && typeof value.type === 'string' ? value : null;
  } catch {
    return null;
  }
}

const sinceOf = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && value !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
};

/**
 * /api/ws: the chat's socket (docs/chat.md). Authenticated with the access token, as `?token=` or
 * as the first message `{type: 'auth', token, since}`; refused with close code 4401 (bad or revoked
 * token) or 4403 (no chat access), 4429 past the user's sockets or the socket's frames
 * (chat-limits.ts). `since` is the last event sequence number the client saw.
 */
export const chatSocket = fp(async (app: FastifyInstance) => {
  await app.register(websocket, {
    options: { maxPayload: 64 * 1024 },
    // When the app closes, every socket (signed in or not yet) is told to reconnect, to another
    // process behind the load balancer; the app's close goes on once they have all closed.
    preClose: () =>
      new Promise<void>((resolve) => {
        const server = app.websocketServer;
        for (const socket of server.clients) socket.close(WS_CLOSE.serviceRestart, 'Service restart');
        server.close(() => resolve());
      }),
  });
  const hub = new ChatHub(app.database, app.log);
  app.decorate('chatHub', hub);
  const typingGate = new TypingGate();
  await hub.start();
  const unlisten = await app.database.listen(AUTH_CHANNEL, {
    onNotify: (payload) => void hub.authChanged(payload),
    onState: () => undefined,
  });
  app.addHook('preClose', async () => {
    await unlisten();
    await hub.close();
  });

  app.route({
    method: 'GET',
    url: '/api/ws',
    config: { access: 'public' },
    schema: {
      operationId: 'chatSocket',
      tags: ['chat'],
      summary:
        "The chat's WebSocket: authenticate with ?token= or a first message {type: 'auth', token, since}; events as in docs/chat.md",
      security: [],
      response: {
        101: chatSocketOpened,
        426: messageAnswer,
      },
    },
    // A plain HTTP request (no Upgrade header) is told what this address is for.
    handler: (_req, reply) =>
      reply
        .code(426)
        .header('upgrade', 'websocket')
        .send({ message: 'This address only accepts WebSocket connections.' }),
    wsHandler: (raw, req) => {
      const socket = raw as unknown as SocketLike;
      let client: ChatClient | null = null;
      let authenticating = false;
      const frames = new FrameBudget(FRAME_LIMIT);
      const timer = setTimeout(() => socket.close(WS_CLOSE.unauthorized, 'No token'), AUTH_TIMEOUT_MS);
      const send = (event: ChatServerEvent) => socket.readyState === 1 && socket.send(JSON.stringify(event));

      const authenticate = async (token: unknown, since: number | undefined) => {
        authenticating = true;
        clearTimeout(timer);
        const authorization = `Bearer ${typeof token === 'string' ? token : ''}`;
        const session = await sessionOfHeader(app.db, authorization, app.sessionCache);
        if (!session) return socket.close(WS_CLOSE.unauthorized, 'Invalid or expired token');
        if (!allows(session.ability, CHAT_ACCESS)) return socket.close(WS_CLOSE.forbidden, 'No chat access');
        if (socket.readyState !== 1) return;
        const [{ last, oldest }, elsewhere] = await Promise.all([
          eventBounds(app.db, session.userId),
          socketsElsewhere(app.db, hub.node, session.userId),
        ]);
        // Closed during that read: its close handler has run already and would never remove it.
        if (socket.readyState !== 1) return;
        // Counted and added (hub.add below) in one step: parallel sockets on this process cannot all pass.
        if (hub.socketsOf(session.userId) + elsewhere >= SOCKETS_PER_USER)
          return socket.close(
            WS_CLOSE.tooMany,
            `Too many connections (at most ${SOCKETS_PER_USER} per user)`,
          );
        // Replay from `since` when every event after it is still kept; otherwise the client refetches.
        const replayable =
          since !== undefined &&
          since <= last &&
          (since === last || (oldest !== null && oldest <= since + 1));
        const start = replayable ? since : last;
        const next: ChatClient = {
          socket,
          userId: session.userId,
          sessionId: session.sessionId,
          expiresAt: session.expiresAt,
          seq: start,
          active: true,
          stillAllowed: async () => {
            const fresh = await sessionOfHeader(app.db, authorization);
            return fresh !== null && allows(fresh.ability, CHAT_ACCESS);
          },
        };
        send({ type: 'ready', seq: start, userId: session.userId });
        if (since !== undefined && !replayable) send({ type: 'refetch', seq: last });
        client = next;
        await hub.add(next);
      };

      const onMessage = async (event: ChatClientEvent) => {
        if (!client) {
          if (event.type === 'auth' && !authenticating)
            return authenticate(event.token, sinceOf(event.since));
          return;
        }
        const me = client.userId;
        if (event.type === 'delivered' && Array.isArray(event.ids)) {
          await markDelivered(
            app.db,
            me,
            event.ids.filter((id) => typeof id === 'number'),
          );
        } else if (event.type === 'typing' && Number.isSafeInteger(event.to)) {
          if (!typingGate.pass(me, event.to, Boolean(event.typing))) return;
          await app.db.execute(
            sql`select pg_notify(${CHAT_CHANNEL}, ${`t:${me}:${event.to}:${event.typing ? 1 : 0}`})`,
          );
        } else if (event.type === 'activity') {
          await hub.setActive(client, event.active !== false);
        }
      };

      socket.on('message', (data) => {
        if (!frames.take()) return socket.close(WS_CLOSE.tooMany, 'Too many messages');
        const event = parse(data);
        if (!event) return socket.close(WS_CLOSE.badMessage, 'Bad message');
        onMessage(event).catch((error: Error) => {
          req.log.error({ err: error }, 'chat socket message failed');
          send({ type: 'error', message: 'Something went wrong' });
        });
      });
      socket.on('close', () => {
        clearTimeout(timer);
        if (!client) return;
        const { userId } = client;
        void hub.remove(client).catch(() => undefined);
        // remove() takes the socket out at once; the rest of it is the presence write.
        if (hub.socketsOf(userId) === 0) typingGate.forget(userId);
      });
      socket.on('error', () => undefined);

      const query = req.query as { token?: unknown; since?: unknown };
      if (query.token !== undefined) {
        authenticate(query.token, sinceOf(query.since)).catch((error: Error) => {
          req.log.error({ err: error }, 'chat socket authentication failed');
          socket.close(1011, 'Server error');
        });
      }
    },
  });
});
