import pg from 'pg';
import { outsideRequests } from './query-signal.ts';

/**
 * What a subscriber to a NOTIFY channel hears: each payload, and whether it is listening at all.
 * While `listening` is false, notifications may be missed, so anything kept on their strength must
 * not be trusted; `onState(true)` comes after a fresh LISTEN, when nothing committed later can be missed.
 */
export type ListenHandlers = {
  onNotify(payload: string): void;
  onState(listening: boolean): void;
};

export type Unlisten = () => Promise<void>;

/** A channel name as PostgreSQL reads it unquoted: letters, digits and underscores only. */
function checkChannel(channel: string): void {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Bad channel name: ${channel}`);
}

/**
 * Notifications heard on `pool`'s own connections: PGlite's one connection is its one session, so a
 * LISTEN there hears every NOTIFY, handed over with the answer of the statement that committed it,
 * before that statement's caller goes on. Returns listen(channel, handlers) for that pool; a LISTEN is
 * the process's, never cancelled with the request that asked for it.
 */
export function listenOnPool(pool: pg.Pool) {
  const subscribers = new Map<string, Set<(payload: string) => void>>();
  pool.on('connect', (client) => {
    client.on('notification', ({ channel, payload }) => {
      for (const subscriber of subscribers.get(channel) ?? []) subscriber(payload ?? '');
    });
  });
  return async (channel: string, handlers: ListenHandlers): Promise<Unlisten> => {
    checkChannel(channel);
    let channelSubscribers = subscribers.get(channel);
    if (!channelSubscribers) {
      await outsideRequests(() => pool.query(`LISTEN ${channel}`));
      channelSubscribers = subscribers.get(channel) ?? new Set();
      subscribers.set(channel, channelSubscribers);
    }
    const subscriber = (payload: string) => handlers.onNotify(payload);
    channelSubscribers.add(subscriber);
    handlers.onState(true);
    return async () => {
      handlers.onState(false);
      channelSubscribers.delete(subscriber);
      if (channelSubscribers.size > 0 || subscribers.get(channel) !== channelSubscribers) return;
      subscribers.delete(channel);
      await outsideRequests(() => pool.query(`UNLISTEN ${channel}`)).catch(() => undefined);
    };
  };
}

export type PostgresListenOptions = {
  /** How often the listening connection proves it is alive with `select 1`. */
  heartbeatMs?: number;
  /** First wait before reconnecting; it doubles after each failure up to maxRetryMs. */
  retryMs?: number;
  maxRetryMs?: number;
  log?: (message: string) => void;
};

/**
 * One dedicated connection per process that LISTENs on `channel` and reconnects when it is lost
 * (server restart, failover, pg_terminate_backend, a network cut found by the heartbeat). Resolves
 * after the first attempt, listening or not; it never rejects. The returned function stops it.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: ListenHandlers,
  options: PostgresListenOptions = {},
): Promise<Unlisten> {
  checkChannel(channel);
  const heartbeatMs = options.heartbeatMs ?? 5000;
  const retryMs = options.retryMs ?? 200;
  const maxRetryMs = options.maxRetryMs ?? 5000;
  const log = options.log ?? ((message: string) => console.error(message));
  let stopped = false;
  let client: pg.Client | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;
  let wait = retryMs;

  /** Ends `lost` if it is still the current connection; a late event of an older one does nothing. */
  const drop = (lost: pg.Client, reason: string) => {
    if (client !== lost) return;
    client = undefined;
    clearInterval(heartbeat);
    handlers.onState(false);
    lost.removeAllListeners('notification');
    lost.on('error', () => undefined);
    lost.end().catch(() => undefined);
    if (stopped) return;
    log(`Notification listener on "${channel}" lost (${reason}); reconnecting`);
    retry = setTimeout(connect, wait);
    wait = Math.min(wait * 2, maxRetryMs);
  };

  const connect = async (): Promise<void> => {
    if (stopped) return;
    const next = new pg.Client({
      connectionString: url,
      keepAlive: true,
      query_timeout: heartbeatMs,
      application_name: `listen:${channel}`,
    });
    next.on('error', (error) => drop(next, error.message));
    next.on('end', () => drop(next, 'connection ended'));
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      drop(next, (error as Error).message);
      return;
    }
    if (client !== next || stopped) return;
    wait = retryMs;
    heartbeat = setInterval(() => {
      next.query('select 1').catch((error: Error) => {
        drop(next, `heartbeat: ${error.message}`);
      });
    }, heartbeatMs);
    heartbeat.unref();
    handlers.onState(true);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    if (client) drop(client, 'stopped');
    else handlers.onState(false);
  };
}
