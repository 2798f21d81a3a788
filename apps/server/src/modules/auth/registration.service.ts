import type { RegisterAnswer, RegisterBody, RegistrationSettings } from '@app/contracts';
import { hashPassword } from '../../auth/password.ts';
import { assertStrongPassword } from '../../auth/password-rules.ts';
import { hashToken, newToken } from '../../auth/token.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, HttpError, isUniqueViolation } from '../../lib/errors.ts';
import { recordSignUp } from '../analytics/analytics.service.ts';
import { recordSignUpReferral } from '../referral/referral.service.ts';
import {
  insertPendingUser,
  markEmailVerified,
  readRegistrationSettings,
  roleIdByName,
  roleNames,
  setEmail,
  userByEmail,
  usernameTaken,
  writeRegistrationSettings,
} from './account.repository.ts';
import type { AccountMailer, Log } from './account-mail.ts';
import {
  consumeAccountToken,
  consumeEmailChangeToken,
  insertAccountToken,
} from './account-token.repository.ts';
import { reserveAttempt } from './auth.repository.ts';
import { answerAfter, throttle } from './throttle.ts';

export const VERIFY_TTL_MINUTES = 24 * 60;
export const REGISTRATION_CLOSED_TEXT = 'Registration is closed. Ask an administrator for an account.';
export const LINK_INVALID_TEXT = 'is invalid, already used or has expired';
const FALLBACK_ROLE = 'client';
/** Answers that must not tell whether an address has an account take at least this long. */
export const MIN_ANSWER_MS = 300;

/** The settings, with the defaults (open, role client) until an administrator saves them. */
async function settingsOf(db: Db) {
  const row = await readRegistrationSettings(db);
  const role = row?.role ?? FALLBACK_ROLE;
  return {
    open: row?.open ?? true,
    defaultRole: role,
    roleId: row?.roleId ?? (await roleIdByName(db, role)),
  };
}

export async function registrationOpen(db: Db) {
  return { open: (await settingsOf(db)).open };
}

export async function getRegistrationSettings(db: Db) {
  const { open, defaultRole } = await settingsOf(db);
  return { open, defaultRole, roles: await roleNames(db) };
}

export async function updateRegistrationSettings(db: Db, body: RegistrationSettings) {
  const roleId = await roleIdByName(db, body.defaultRole);
  if (roleId === null) throw badRequest('defaultRole', 'is not an existing role');
  await writeRegistrationSettings(db, body.open, roleId);
  return getRegistrationSettings(db);
}

async function sendVerification(
  db: Db,
  mailer: AccountMailer,
  user: { id: number; email: string; name: string },
) {
  const token = newToken();
  await insertAccountToken(db, {
    userId: user.id,
    purpose: 'verify-email',
    tokenHash: hashToken(token),
    ttlMinutes: VERIFY_TTL_MINUTES,
  });
  mailer.verifyEmail(user.email, user.name, token);
}

/** Sign-ups per address and per client address in SIGN_UP_WINDOW_MINUTES, and mails to an existing address's owner. */
export const SIGN_UP_LIMITS = { address: 5, client: 20, ownerMails: 1 };
export const SIGN_UP_WINDOW_MINUTES = 15;

/** Where a sign-up came from: the throttle's key and what the analytics dashboard counts. */
export type SignUpClient = { ip: string; userAgent?: string; referrer?: string; host?: string };

export const REGISTER_ANSWER_TEXT = 'Check your inbox: we sent a link to confirm your e-mail address.';

/**
 * Creates a pending account with the default role and mails the verification link. An address that
 * already has an account gets the same answer, in the same time (the account's work runs beside a
 * fixed wait, `answerAfter`), and its owner at most one mail per window saying someone tried: the
 * page never tells who is registered. Usernames are public, so a taken one is named. Both the address
 * and the client are throttled, so the owner's mailbox cannot be flooded.
 */
export async function register(
  db: Db,
  mailer: AccountMailer,
  body: RegisterBody & { email: string },
  client: SignUpClient,
  log: Log,
) {
  await throttle(
    db,
    `register:${body.email}`,
    SIGN_UP_LIMITS.address,
    SIGN_UP_WINDOW_MINUTES,
    'sign-ups for this address',
  );
  await throttle(db, `register-ip:${client.ip}`, SIGN_UP_LIMITS.client, SIGN_UP_WINDOW_MINUTES, 'sign-ups');
  const settings = await settingsOf(db);
  if (!settings.open || settings.roleId === null) {
    throw new HttpError(400, { message: REGISTRATION_CLOSED_TEXT, errors: { registration: 'is closed' } });
  }
  assertStrongPassword('password', body.password, body);
  if (await usernameTaken(db, body.username)) throw conflict('username', 'is already taken');
  const passwordHash = await hashPassword(body.password);
  const roleId = settings.roleId;
  const work = async () => {
    const existing = await userByEmail(db, body.email);
    if (existing) {
      const once = await reserveAttempt(
        db,
        `register-mail:${body.email}`,
        SIGN_UP_LIMITS.ownerMails,
        SIGN_UP_WINDOW_MINUTES,
      );
      if (once <= 0) mailer.alreadyRegistered(existing.email, existing.fullName);
      return;
    }
    try {
      const userId = await db.transaction(async (tx) => {
        const id = await insertPendingUser(tx, {
          username: body.username,
          email: body.email,
          passwordHash,
          roleId,
        });
        if (body.ref) await recordSignUpReferral(tx, body.ref, id);
        await recordSignUp(tx, { userId: id, ...client });
        return id;
      });
      await sendVerification(db, mailer, { id: userId, email: body.email, name: body.username });
    } catch (error) {
      // A parallel sign-up took the username or the address between the check and the insert: the
      // other one won, and this answer, already given, stays the same as for an existing address.
      if (!isUniqueViolation(error)) throw error;
    }
  };
  await answerAfter(MIN_ANSWER_MS, work, log, 'sign-up not completed');
  const answer: RegisterAnswer = { message: REGISTER_ANSWER_TEXT, email: body.email };
  return answer;
}

export const ADDRESS_TAKEN_TEXT = 'leads to an address that another account uses now';

/**
 * Opens a mailed link: a sign-up's confirmation, or an e-mail change (the account moves to the new
 * address only now). Both kinds land on the same page.
 */
export async function verifyEmail(db: Db, token: string) {
  const tokenHash = hashToken(token);
  const userId = await consumeAccountToken(db, 'verify-email', tokenHash);
  if (userId !== null) {
    await markEmailVerified(db, userId);
    return { message: 'Your e-mail address is confirmed. You can sign in.' };
  }
  try {
    return await db.transaction(async (tx) => {
      const change = await consumeEmailChangeToken(tx, tokenHash);
      if (!change) throw badRequest('token', LINK_INVALID_TEXT);
      await setEmail(tx, change.userId, change.newEmail);
      return { message: 'Your new e-mail address is confirmed. Sign in with it from now on.' };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('token', ADDRESS_TAKEN_TEXT);
    throw error;
  }
}

/** A new link for an account still waiting; the same answer for any address, at most 3 per 15 minutes. */
export async function resendVerification(db: Db, mailer: AccountMailer, email: string, ip: string, log: Log) {
  await throttle(db, `verify:${email}`, 3, 15, 'requests for a new link');
  await throttle(db, `verify-ip:${ip}`, 20, 15, 'requests for a new link');
  const work = async () => {
    const user = await userByEmail(db, email);
    if (user?.status === 'pending') {
      await sendVerification(db, mailer, { id: user.id, email: user.email, name: user.fullName });
    }
  };
  await answerAfter(MIN_ANSWER_MS, work, log, 'verification link not made');
  return {
    message: 'If an account with this address is waiting for confirmation, a new link is on its way.',
  };
}
