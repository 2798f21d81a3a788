import type { ChatServerEvent, ChatStoredEvent } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { CHAT_CHANNEL } from './chat.repository.ts';

/** Events kept per user for replay; a client further behind is told to refetch. */
export const EVENTS_KEPT = 1000;
const PRUNE_EVERY = 100;

/**
 * Appends an event to the user's log with their next sequence number and notifies every API process
 * (payload: the user id only; the listeners read the rows). In the caller's transaction, so the
 * notification leaves at commit and a rolled-back change tells no one.
 */
export async function appendEvent(db: Queryable, userId: number, event: ChatStoredEvent): Promise<number> {
  const result = (await db.execute(
    sql`with s as (
          insert into chat_profiles (user_id, last_seq) values (${userId}, 1)
          on conflict (user_id) do update set last_seq = chat_profiles.last_seq + 1
          returning last_seq)
        insert into chat_events (user_id, seq, kind, payload)
        select ${userId}, last_seq, ${event.type}, ${JSON.stringify(event)}::jsonb from s
        returning seq`,
  )) as unknown as { rows: { seq: string | number }[] };
  const seq = Number(result.rows[0].seq);
  if (seq % PRUNE_EVERY === 0) {
    await db.execute(sql`delete from chat_events where user_id = ${userId} and seq <= ${seq - EVENTS_KEPT}`);
  }
  await notifyChat(db, `e:${userId}`);
  return seq;
}

export async function notifyChat(db: Queryable, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${payload})`);
}

export type EventRow = { seq: number; event: ChatServerEvent };

/** The user's events after `since`, oldest first, at most `limit`. */
export async function eventsAfter(
  db: Queryable,
  userId: number,
  since: number,
  limit = 500,
): Promise<EventRow[]> {
  const result = (await db.execute(
    sql`select seq, payload from chat_events where user_id = ${userId} and seq > ${since}
        order by seq limit ${limit}`,
  )) as unknown as { rows: { seq: string | number; payload: unknown }[] };
  return result.rows.map((r) => {
    const payload = (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as object;
    return { seq: Number(r.seq), event: { ...payload, seq: Number(r.seq) } as ChatServerEvent };
  });
}

/** The user's newest sequence number and the oldest one still kept (null when none is kept). */
export async function eventBounds(
  db: Queryable,
  userId: number,
): Promise<{ last: number; oldest: number | null }> {
  const result = (await db.execute(
    sql`select coalesce((select last_seq from chat_profiles where user_id = ${userId}), 0) as last,
               (select min(seq) from chat_events where user_id = ${userId}) as oldest`,
  )) as unknown as { rows: { last: string | number; oldest: string | number | null }[] };
  const row = result.rows[0];
  return { last: Number(row.last), oldest: row.oldest == null ? null : Number(row.oldest) };
}
