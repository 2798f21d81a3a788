import type { LoginAnswer, SignInLockList, TwoFactorChallengeAnswer } from '@app/contracts';
import { hashToken, newToken } from '../../auth/token.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { userByEmail } from './account.repository.ts';
import type { AccountMailer, Log } from './account-mail.ts';
import { consumeAccountToken, insertAccountToken } from './account-token.repository.ts';
import { findLoginUserById, liftLock, lockedKeys } from './auth.repository.ts';
import { openSession, startTwoFactorChallenge } from './auth.service.ts';
import { LINK_INVALID_TEXT, MIN_ANSWER_MS } from './registration.service.ts';
import { answerAfter, throttle } from './throttle.ts';
import { twoFactorEnabled } from './two-factor.service.ts';

export const SIGN_IN_LINK_TTL_MINUTES = 15;
export const SIGN_IN_LINK_ANSWER_TEXT =
  'If an account exists for this address, we sent it a sign-in link. It works once, for 15 minutes.';

/**
 * Mails a one-time sign-in link (256-bit token, stored as its SHA-256, 15 minutes) to an active
 * account: the way in for an owner whose e-mail or office address is locked by someone else's failed
 * sign-ins. The same answer in the same time for any address, as forgot-password.
 */
export async function requestSignInLink(db: Db, mailer: AccountMailer, email: string, ip: string, log: Log) {
  await throttle(db, `sign-in-link:${email}`, 3, 15, 'sign-in links for this address');
  await throttle(db, `sign-in-link-ip:${ip}`, 20, 15, 'sign-in links');
  await answerAfter(
    MIN_ANSWER_MS,
    async () => {
      const token = newToken();
      const tokenHash = hashToken(token);
      const user = await userByEmail(db, email);
      if (user?.status !== 'active') return;
      await insertAccountToken(db, {
        userId: user.id,
        purpose: 'sign-in',
        tokenHash,
        ttlMinutes: SIGN_IN_LINK_TTL_MINUTES,
      });
      mailer.signInLink(user.email, user.fullName, token, SIGN_IN_LINK_TTL_MINUTES);
    },
    log,
    'sign-in link not made',
  );
  return { message: SIGN_IN_LINK_ANSWER_TEXT };
}

/**
 * Opens a sign-in link once. It stands for the password, not for the second step: an account with
 * two-step sign-in gets the usual challenge (decision 017).
 */
export async function openSignInLink(
  db: Db,
  config: Config,
  token: string,
  client: { ip: string; userAgent: string },
): Promise<LoginAnswer | TwoFactorChallengeAnswer> {
  const userId = await consumeAccountToken(db, 'sign-in', hashToken(token));
  const user = userId === null ? null : await findLoginUserById(db, userId);
  if (user?.status !== 'active') throw badRequest('token', LINK_INVALID_TEXT);
  if (await twoFactorEnabled(db, user.id)) return startTwoFactorChallenge(db, user.id);
  return openSession(db, config, user, client);
}

export const SIGN_IN_LOCK_NOT_FOUND_TEXT = 'Sign-in lock not found';

/** The e-mails and client addresses locked now, with their failures and where they came from. */
export async function listSignInLocks(db: Db): Promise<SignInLockList> {
  const rows = await lockedKeys(db);
  return {
    locks: rows.map((row) => {
      const kind = row.key.startsWith('email:') ? ('email' as const) : ('address' as const);
      return {
        key: row.key,
        kind,
        subject: row.key.slice(row.key.indexOf(':') + 1),
        failures: row.failures,
        lockedUntil: (row.lockedUntil ?? new Date()).toISOString(),
        sources: kind === 'email' ? row.sources : [],
      };
    }),
  };
}

/** An administrator lifts a lock at once; 404 when the key is not locked (any more). */
export async function liftSignInLock(db: Db, key: string): Promise<void> {
  if (!(await liftLock(db, key))) throw notFound(SIGN_IN_LOCK_NOT_FOUND_TEXT);
}
