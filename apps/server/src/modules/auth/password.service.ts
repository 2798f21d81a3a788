import type { ChangePasswordBody, ResetPasswordBody } from '@app/contracts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { assertStrongPassword } from '../../auth/password-rules.ts';
import type { AuthContext } from '../../auth/plugin.ts';
import { hashToken, newToken } from '../../auth/token.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { revokeOtherSessions, setPasswordHash, userByEmail, userById } from './account.repository.ts';
import type { AccountMailer, Log } from './account-mail.ts';
import { consumeAccountToken, insertAccountToken } from './account-token.repository.ts';
import { clearFailures } from './auth.repository.ts';
import { LINK_INVALID_TEXT, MIN_ANSWER_MS } from './registration.service.ts';
import { answerAfter, throttle } from './throttle.ts';

export const RESET_TTL_MINUTES = 60;
export const FORGOT_ANSWER_TEXT =
  'If an account exists for this address, we sent it a link to reset the password. It works once, for 1 hour.';

/**
 * Mails a reset link when the address has an account. The answer is the same either way and takes
 * the same time: the token is made and hashed in both cases, the mail leaves in the background
 * and the answer is held to MIN_ANSWER_MS (docs/account-security.md measures the difference).
 */
export async function forgotPassword(db: Db, mailer: AccountMailer, email: string, ip: string, log: Log) {
  await throttle(db, `forgot:${email}`, 5, 15, 'reset requests for this address');
  await throttle(db, `forgot-ip:${ip}`, 20, 15, 'reset requests');
  await answerAfter(
    MIN_ANSWER_MS,
    async () => {
      const token = newToken();
      const tokenHash = hashToken(token);
      const user = await userByEmail(db, email);
      if (!user || user.status === 'inactive') return;
      await insertAccountToken(db, {
        userId: user.id,
        purpose: 'reset-password',
        tokenHash,
        ttlMinutes: RESET_TTL_MINUTES,
      });
      mailer.resetPassword(user.email, user.fullName, token);
    },
    log,
    'password reset link not made',
  );
  return { message: FORGOT_ANSWER_TEXT };
}

/** Sets the new password, uses the link up and ends every session of the user. */
export async function resetPassword(db: Db, body: ResetPasswordBody) {
  const tokenHash = hashToken(body.token);
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    const userId = await consumeAccountToken(tx, 'reset-password', tokenHash);
    if (userId === null) throw badRequest('token', LINK_INVALID_TEXT);
    const user = await userById(tx, userId);
    if (!user) throw badRequest('token', LINK_INVALID_TEXT);
    assertStrongPassword('password', body.password, user);
    await setPasswordHash(tx, userId, passwordHash);
    await revokeOtherSessions(tx, userId);
  });
  return { message: 'Your password has been changed. Sign in with the new one.' };
}

/** The signed-in user's own change: the current password is required, other sessions end. */
export async function changePassword(
  db: Db,
  mailer: AccountMailer,
  auth: AuthContext,
  body: ChangePasswordBody,
) {
  await throttle(db, `password:${auth.user.id}`, 5, 15, 'wrong current passwords');
  const user = await userById(db, auth.user.id);
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, body.currentPassword))) {
    throw badRequest('currentPassword', 'is not your current password');
  }
  if (body.newPassword === body.currentPassword) {
    throw badRequest('newPassword', 'must differ from the current password');
  }
  assertStrongPassword('newPassword', body.newPassword, user);
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    await revokeOtherSessions(tx, user.id, auth.sessionId);
  });
  await clearFailures(db, `password:${auth.user.id}`);
  mailer.passwordChanged(user.email, user.fullName);
  return { message: 'Your password has been changed. Your other sessions were signed out.' };
}
