import { and, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/client.ts';
import { accountTokens, loginThrottle, sessions, signInChallenges } from '../../db/schema/index.ts';

export const ENDED_SIGN_INS_QUEUE = 'ended-sign-ins-purge';
/** At minute 30 of every hour (UTC), away from the audit purge's minute 0. */
export const ENDED_SIGN_INS_CRON = '30 * * * *';
/** How long an ended session or a used or expired link stays, for a support question about it. */
export const KEPT_AFTER_END_DAYS = 30;

export type EndedSignInsPurged = { sessions: number; tokens: number; challenges: number; throttles: number };

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;

/**
 * Deletes what signing in leaves behind once it can no longer be used: sessions ended (signed out,
 * revoked or expired) and links used or expired more than KEPT_AFTER_END_DAYS ago, the second-step
 * challenges of more than a day ago, and the sign-in throttle's counts whose window began more than
 * a day ago and hold no lock (every window is minutes long: a new attempt would start a fresh count).
 * Open sessions, valid links and locks in force are never touched.
 */
export async function purgeEndedSignIns(db: Queryable): Promise<EndedSignInsPurged> {
  const ended = await db
    .delete(sessions)
    .where(lt(sql`coalesce(${sessions.revokedAt}, ${sessions.expiresAt})`, daysAgo(KEPT_AFTER_END_DAYS)))
    .returning({ id: sessions.id });
  const tokens = await db
    .delete(accountTokens)
    .where(
      lt(sql`coalesce(${accountTokens.usedAt}, ${accountTokens.expiresAt})`, daysAgo(KEPT_AFTER_END_DAYS)),
    )
    .returning({ id: accountTokens.id });
  const challenges = await db
    .delete(signInChallenges)
    .where(lt(signInChallenges.expiresAt, daysAgo(1)))
    .returning({ id: signInChallenges.id });
  const throttles = await db
    .delete(loginThrottle)
    .where(
      and(
        lt(loginThrottle.windowStart, daysAgo(1)),
        or(isNull(loginThrottle.lockedUntil), lt(loginThrottle.lockedUntil, sql`now()`)),
      ),
    )
    .returning({ key: loginThrottle.key });
  return {
    sessions: ended.length,
    tokens: tokens.length,
    challenges: challenges.length,
    throttles: throttles.length,
  };
}

/**
 * The purge is a job of the 'ended-sign-ins-purge' queue (decision 024), scheduled hourly: one
 * process of the fleet runs it; a failure is retried, then shown on the Jobs page.
 */
export function startEndedSignInsPurge(app: FastifyInstance): void {
  app.jobs.define({
    name: ENDED_SIGN_INS_QUEUE,
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireInSeconds: 15 * 60,
    cron: ENDED_SIGN_INS_CRON,
    run: async () => {
      const purged = await purgeEndedSignIns(app.db);
      app.log.info(purged, 'ended sign-ins purged');
    },
  });
}
