import type { DeactivateBody, EmailChangeAnswer, EmailChangeBody } from '@app/contracts/account-settings';
import { verifyPassword } from '../../auth/password.ts';
import type { AuthContext } from '../../auth/plugin.ts';
import { hashToken, newToken } from '../../auth/token.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { revokeOtherSessions, setInactive, userByEmail, userById } from './account.repository.ts';
import type { AccountMailer } from './account-mail.ts';
import { insertAccountToken, pendingEmailChange, retireAccountTokens } from './account-token.repository.ts';
import { clearFailures } from './auth.repository.ts';
import { VERIFY_TTL_MINUTES } from './registration.service.ts';
import { throttle } from './throttle.ts';

/**
 * The owner's own e-mail change and deactivation (docs/account-settings.md). Both ask for the password
 * again, counted with the password change's throttle: 5 wrong tries per 15 minutes.
 */
async function checkPassword(db: Db, auth: AuthContext, password: string) {
  await throttle(db, `password:${auth.user.id}`, 5, 15, 'wrong current passwords');
  const user = await userById(db, auth.user.id);
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
    throw badRequest('password', 'is not your current password');
  }
  await clearFailures(db, `password:${auth.user.id}`);
  return user;
}

export const EMAIL_CHANGE_SENT_TEXT =
  'Open the link we sent to the new address to confirm it; until then you keep using the current one.';

/**
 * Mails a confirmation link to the new address (the account keeps the old one until it is opened) and
 * tells the old address. An address that already has an account gets the same answer here, and its
 * owner a note instead of a link: the form does not tell who is registered.
 */
export async function requestEmailChange(
  db: Db,
  mailer: AccountMailer,
  auth: AuthContext,
  body: EmailChangeBody,
): Promise<EmailChangeAnswer> {
  const user = await checkPassword(db, auth, body.password);
  if (body.email === user.email) throw badRequest('email', 'is already your address');
  await throttle(db, `email-change:${user.id}`, 5, 60, 'address changes');
  const owner = await userByEmail(db, body.email);
  const token = newToken();
  await insertAccountToken(db, {
    userId: user.id,
    purpose: 'change-email',
    tokenHash: hashToken(token),
    ttlMinutes: VERIFY_TTL_MINUTES,
    newEmail: body.email,
  });
  if (owner) mailer.emailAlreadyUsed(body.email);
  else mailer.confirmNewEmail(body.email, user.fullName, token);
  mailer.emailChangeRequested(user.email, user.fullName, body.email);
  return { message: EMAIL_CHANGE_SENT_TEXT, pendingEmail: body.email };
}

export async function cancelEmailChange(db: Db, auth: AuthContext) {
  await retireAccountTokens(db, auth.user.id, 'change-email');
  return { message: 'The change of address is cancelled; the link no longer works.' };
}

/** The new address waiting for confirmation, for the account tab. */
export function pendingEmailOf(db: Queryable, userId: number): Promise<string | null> {
  return pendingEmailChange(db, userId);
}

/** Deactivates the caller's own account: every session ends and signing in is refused from now on. */
export async function deactivateOwnAccount(db: Db, auth: AuthContext, body: DeactivateBody) {
  await checkPassword(db, auth, body.password);
  await db.transaction(async (tx) => {
    await setInactive(tx, auth.user.id);
    await revokeOtherSessions(tx, auth.user.id);
  });
  return { message: 'Your account is deactivated and you are signed out.' };
}
