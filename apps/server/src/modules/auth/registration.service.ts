import type { RegisterAnswer, RegisterBody, RegistrationSettings } from '@app/contracts';
import { hashPassword } from '../../auth/password.ts';
import { hashToken, newToken } from '../../auth/token.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, HttpError, isUniqueViolation } from '../../lib/errors.ts';
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
import { assertStrongPassword } from './password-rules.ts';
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

/**
 * Creates a pending account with the default role and mails the verification link. An address that
 * already has an account gets the same answer (its owner gets a mail saying so): the page never tells
 * who is registered. Usernames are public, so a taken one is named.
 */
export async function register(db: Db, mailer: AccountMailer, body: RegisterBody & { email: string }) {
  const settings = await settingsOf(db);
  if (!settings.open || settings.roleId === null) {
    throw new HttpError(400, { message: REGISTRATION_CLOSED_TEXT, errors: { registration: 'is closed' } });
  }
  assertStrongPassword('password', body.password, [body.email.split('@')[0], body.username]);
  if (await usernameTaken(db, body.username)) throw conflict('username', 'is already taken');
  const passwordHash = await hashPassword(body.password);
  const answer: RegisterAnswer = {
    message: 'Check your inbox: we sent a link to confirm your e-mail address.',
    email: body.email,
  };
  const existing = await userByEmail(db, body.email);
  if (existing) {
    mailer.alreadyRegistered(existing.email, existing.fullName);
    return answer;
  }
  const roleId = settings.roleId;
  try {
    const userId = await db.transaction(async (tx) => {
      const id = await insertPendingUser(tx, {
        username: body.username,
        email: body.email,
        passwordHash,
        roleId,
      });
      if (body.ref) await recordSignUpReferral(tx, body.ref, id);
      return id;
    });
    await sendVerification(db, mailer, { id: userId, email: body.email, name: body.username });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A parallel sign-up took the username or address between the check and the insert.
    if (await usernameTaken(db, body.username)) throw conflict('username', 'is already taken');
  }
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
