import { randomBytes } from 'node:crypto';
import type { JobsAnswer } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/helper.ts';
import { ENDED_SIGN_INS_CRON, ENDED_SIGN_INS_QUEUE } from './ended-sign-ins.ts';

describe('the hourly purge of ended sign-ins', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const rows = async (statement: ReturnType<typeof sql>) =>
    ((await t.app.db.execute(statement)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const hash = () => randomBytes(16).toString('hex');

  it('is an hourly schedule of the job queue', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/jobs', headers: bearer(t.adminToken) });
    const queue = (res.json() as JobsAnswer).queues.find((q) => q.name === ENDED_SIGN_INS_QUEUE);
    expect(queue).toMatchObject({ schedule: ENDED_SIGN_INS_CRON });
  });

  it('deletes what ended long ago and keeps open sessions, valid links and locks in force', async () => {
    const [admin] = await rows(sql`select id from users where email = 'admin@demo.com'`);
    const user = Number(admin?.id);
    const tag = hash().slice(0, 8);
    const session = (name: string, expires: string, revoked: string | null) => sql`
      insert into sessions (token_hash, user_id, expires_at, revoked_at, user_agent)
      values (${hash()}, ${user}, now() + ${expires}::interval,
        ${revoked}::interval + now(), ${`${tag}-${name}`})`;
    await t.app.db.execute(session('signed-out-long-ago', '1 day', '-40 days'));
    await t.app.db.execute(session('expired-long-ago', '-31 days', null));
    await t.app.db.execute(session('signed-out-lately', '1 day', '-5 days'));
    await t.app.db.execute(session('open', '1 day', null));
    const token = (name: string, expires: string, used: string | null) => sql`
      insert into account_tokens (user_id, purpose, token_hash, expires_at, used_at, new_email)
      values (${user}, 'reset-password', ${hash()}, now() + ${expires}::interval, ${used}::interval + now(),
        ${`${tag}-${name}@example.com`})`;
    await t.app.db.execute(token('expired-long-ago', '-40 days', null));
    await t.app.db.execute(token('used-long-ago', '1 day', '-35 days'));
    await t.app.db.execute(token('expired-lately', '-2 days', null));
    await t.app.db.execute(token('valid', '1 hour', null));
    await t.app.db.execute(sql`
      insert into sign_in_challenges (user_id, token_hash, expires_at) values
        (${user}, ${`${tag}-stale`}, now() - interval '2 days'),
        (${user}, ${`${tag}-open`}, now() + interval '5 minutes')`);
    await t.app.db.execute(sql`
      insert into login_throttle (key, failures, window_start, locked_until) values
        (${`${tag}-old`}, 3, now() - interval '2 days', null),
        (${`${tag}-locked`}, 9, now() - interval '2 days', now() + interval '1 hour'),
        (${`${tag}-fresh`}, 1, now(), null)`);

    // What the schedule does on the hour, run now.
    await t.app.jobs.send(ENDED_SIGN_INS_QUEUE, null);
    expect(await t.app.jobs.drain(ENDED_SIGN_INS_QUEUE)).toBe(1);

    const left = await rows(
      sql`select user_agent as name from sessions where user_agent like ${`${tag}-%`} order by 1`,
    );
    expect(left.map((r) => r.name)).toEqual([`${tag}-open`, `${tag}-signed-out-lately`]);
    const links = await rows(
      sql`select new_email as name from account_tokens where new_email like ${`${tag}-%`} order by 1`,
    );
    expect(links.map((r) => r.name)).toEqual([
      `${tag}-expired-lately@example.com`,
      `${tag}-valid@example.com`,
    ]);
    const challenges = await rows(
      sql`select token_hash as name from sign_in_challenges where token_hash like ${`${tag}-%`}`,
    );
    expect(challenges.map((r) => r.name)).toEqual([`${tag}-open`]);
    const throttles = await rows(sql`select key from login_throttle where key like ${`${tag}-%`} order by 1`);
    expect(throttles.map((r) => r.key)).toEqual([`${tag}-fresh`, `${tag}-locked`]);
    // The admin's own session is open: it still signs in.
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(t.adminToken) });
    expect(me.statusCode).toBe(200);
  });
});
