import { sql } from 'drizzle-orm';
import { SAMPLE_FILES } from '../../modules/email/email-samples.ts';
import type { Queryable } from '../client.ts';
import { ANCHOR, pick, rnd, weighted } from './ecommerce-sql.ts';
import {
  EMAIL_CORRESPONDENTS,
  EMAIL_REPLIES,
  EMAIL_TOPICS,
  SPAM_SENDERS,
  SPAM_TOPICS,
} from './email.data.ts';

/** Mails of the demo admin's mailbox and of every other staff account's. */
export const DEMO_ADMIN_MAILS = 60;
export const DEMO_STAFF_MAILS = 24;

const names = (list: [string, string][]) => list.map((c) => c[0]);
const addresses = (list: [string, string][]) => list.map((c) => c[1]);
const subjects = (list: [string, string][]) => list.map((t) => t[0]);
const bodies = (list: [string, string][]) => list.map((t) => t[1]);

/**
 * Inserts `count` mails into each mailbox that `owners` selects (rows of id, full_name, email,
 * avatar, count, first: the number of the first mail), spread over `days` up to today, then the
 * earlier messages of one inbox thread in six, then attachments. Set-based and deterministic: every
 * value is a function of the owner and the mail's number (ecommerce-sql.ts). `owners` is read once
 * (`offset 0`): inlined, its per-owner counts were computed again for every mail.
 */
async function insertMailboxes(tx: Queryable, owners: string, days: number): Promise<void> {
  const k = 's.k';
  const spam = `s.folder = 'spam'`;
  const mine = `s.folder in ('sent', 'draft')`;
  const ci = rnd(k, 82, EMAIL_CORRESPONDENTS.length);
  const si = rnd(k, 83, SPAM_SENDERS.length);
  const ti = rnd(k, 81, EMAIL_TOPICS.length);
  const sti = rnd(k, 84, SPAM_TOPICS.length);
  const otherName = `case when ${spam} then ${pick(names(SPAM_SENDERS), si)} else ${pick(names(EMAIL_CORRESPONDENTS), ci)} end`;
  const otherEmail = `case when ${spam} then ${pick(addresses(SPAM_SENDERS), si)} else ${pick(addresses(EMAIL_CORRESPONDENTS), ci)} end`;
  const subject = `case when ${spam} then ${pick(subjects(SPAM_TOPICS), sti)} else ${pick(subjects(EMAIL_TOPICS), ti)} end`;
  const message = `case when ${spam} then ${pick(bodies(SPAM_TOPICS), sti)} else ${pick(bodies(EMAIL_TOPICS), ti)} end`;
  const reply = pick(EMAIL_REPLIES, rnd(k, 85, EMAIL_REPLIES.length));
  const label = (name: string, salt: number, m: number) =>
    `case when ${rnd(k, salt, m)} = 0 then '${name}' end`;
  const labels = `case when ${spam} then '{}'::text[] else array_remove(array[${label('private', 71, 6)}, ${label('company', 72, 4)}, ${label('personal', 73, 5)}, ${label('important', 74, 5)}], null) end`;
  const threaded = `(s.folder = 'inbox' and s.i % 6 = 1)`;
  const id = (suffix: string) => `'<seed-' || s.k || '${suffix}@mail.demo.com>'`;
  const address = (name: string, email: string) =>
    `jsonb_build_array(jsonb_build_object('email', ${email}, 'name', ${name}))`;

  await tx.execute(
    sql.raw(`
    insert into emails (owner_id, folder, from_name, from_email, from_avatar, "to", subject, message,
      is_starred, labels, is_read, is_deleted, time, thread_key, message_id, in_reply_to, "references",
      delivery_status, delivery_error)
    select s.owner,
      s.folder,
      case when ${mine} then s.owner_name else ${otherName} end,
      case when ${mine} then s.owner_email else ${otherEmail} end,
      case when ${mine} then s.owner_avatar else '' end,
      case when ${mine} then ${address(otherName, otherEmail)} else ${address('s.owner_name', 's.owner_email')} end,
      case when ${threaded} then 'Re: ' || ${subject} else ${subject} end,
      case when ${threaded} then ${reply} else ${message} end,
      not ${spam} and ${rnd(k, 75, 6)} = 0,
      ${labels},
      ${mine} or ${rnd(k, 76, 10)} < 6,
      s.folder <> 'draft' and ${rnd(k, 77, 12)} = 0,
      ${ANCHOR} - ((s.n - s.i)::bigint * (${days} * 86400 / s.n) + ${rnd(k, 78, 3600)} + 60) * interval '1 second',
      case when ${threaded} then ${id('-t0')} else ${id('')} end,
      ${id('')},
      case when ${threaded} then ${id('-t1')} end,
      case when ${threaded} then array[${id('-t0')}, ${id('-t1')}] else '{}'::text[] end,
      case when s.folder <> 'sent' then null when ${rnd(k, 79, 15)} = 0 then 'failed' else 'delivered' end,
      case when s.folder = 'sent' and ${rnd(k, 79, 15)} = 0 then '550 5.1.1 Mailbox unavailable' end
    from (
      select o.*, o.id as owner, o.id::bigint * 10000000 + g.i as k, g.i,
        ${weighted('o.id::bigint * 10000000 + g.i', 80, [
          ['inbox', 11],
          ['sent', 4],
          ['draft', 2],
          ['spam', 3],
        ])} as folder
      from (${owners} offset 0) o cross join generate_series(o.first, o.first + o.count - 1) as g(i)
      offset 0
    ) s
    order by s.owner, s.i`),
  );

  // The two earlier messages of each threaded inbox mail: the correspondent's first mail, then the
  // owner's answer; the seeded mail is their reply.
  await tx.execute(
    sql.raw(`
    insert into emails (owner_id, folder, from_name, from_email, from_avatar, "to", subject, message,
      is_read, time, thread_key, message_id, in_reply_to, "references", delivery_status)
    select e.owner_id, t.folder,
      case when t.n = 0 then e.from_name else u.full_name end,
      case when t.n = 0 then e.from_email else u.email end,
      case when t.n = 0 then '' else coalesce(u.avatar, '') end,
      case when t.n = 0 then e."to" else jsonb_build_array(jsonb_build_object('email', e.from_email, 'name', e.from_name)) end,
      case when t.n = 0 then substr(e.subject, 5) else e.subject end,
      case when t.n = 0 then coalesce((select m from (values ${EMAIL_TOPICS.map(([s, m]) => `('${s.replaceAll("'", "''")}', '${m.replaceAll("'", "''")}')`).join(', ')}) v(s, m) where v.s = substr(e.subject, 5)), '') else ${pick(EMAIL_REPLIES, rnd('e.id', 86, EMAIL_REPLIES.length))} end,
      true,
      e.time - (2 - t.n) * interval '1 day',
      e.thread_key,
      e."references"[t.n + 1],
      case when t.n = 1 then e."references"[1] end,
      case when t.n = 1 then array[e."references"[1]] else '{}'::text[] end,
      case when t.n = 1 then 'delivered' end
    from emails e
    join users u on u.id = e.owner_id
    cross join (values (0, 'inbox'), (1, 'sent')) as t(n, folder)
    where e.message_id like '<seed-%' and e.thread_key <> e.message_id
      and not exists (select 1 from emails x where x.owner_id = e.owner_id and x.thread_key = e.thread_key
        and x.message_id = e."references"[1])
    order by e.id, t.n`),
  );

  await tx.execute(
    sql.raw(`
    insert into email_attachments (owner_id, email_id, file_name, bytes, type, storage_key)
    select e.owner_id, e.id,
      ${pick(
        SAMPLE_FILES.map((f) => f.fileName),
        'f.i',
      )},
      ${pick(
        SAMPLE_FILES.map((f) => f.bytes.length),
        'f.i',
      )},
      ${pick(
        SAMPLE_FILES.map((f) => f.type),
        'f.i',
      )},
      ${pick(
        SAMPLE_FILES.map((f) => f.key),
        'f.i',
      )}
    from emails e
    cross join lateral (select ${rnd('e.id', 92, SAMPLE_FILES.length)} as i) f
    where e.message_id like '<seed-%' and e.folder <> 'spam' and ${rnd('e.id', 91, 5)} = 0
      and not exists (select 1 from email_attachments a where a.email_id = e.id)
    order by e.id`),
  );
}

const OWNER_COLUMNS = `u.id, u.full_name, u.email, coalesce(u.avatar, '') as owner_avatar,
  u.full_name as owner_name, u.email as owner_email`;

/**
 * The demo mailboxes: the admin and every other staff account (every role but client) get a mailbox
 * over all folders and labels, with threads of replies and attachments (email-samples.ts).
 */
export async function seedEmails(tx: Queryable): Promise<void> {
  await insertMailboxes(
    tx,
    `select ${OWNER_COLUMNS},
      case when u.email = 'admin@demo.com' then ${DEMO_ADMIN_MAILS} else ${DEMO_STAFF_MAILS} end as count,
      case when u.email = 'admin@demo.com' then ${DEMO_ADMIN_MAILS} else ${DEMO_STAFF_MAILS} end as n,
      1 as first
    from users u join roles r on r.id = u.role_id where r.name <> 'client'`,
    90,
  );
}

/** Adds `count` mails to the mailbox of `email` (the benchmark's 100,000), over the last three years. */
export async function addMailsTo(tx: Queryable, email: string, count: number): Promise<void> {
  const quoted = `'${email.replaceAll("'", "''")}'`;
  await insertMailboxes(
    tx,
    `select ${OWNER_COLUMNS}, ${count} as count,
      (select count(*) from emails e where e.owner_id = u.id)::int + ${count} as n,
      (select count(*) from emails e where e.owner_id = u.id)::int + 1 as first
    from users u where u.email = ${quoted}`,
    3 * 365,
  );
}

/** The tables the e-mail seed fills, for VACUUM ANALYZE after a bulk load. */
export const EMAIL_TABLES = ['emails', 'email_attachments', 'email_counts'];
