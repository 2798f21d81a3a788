import { setTimeout as sleep } from 'node:timers/promises';
import {
  type AuthConfigAnswer,
  EMAIL_NOT_CONFIRMED_TEXT,
  LOGIN_FAILED_TEXT,
  type LoginAnswer,
  type LoginBody,
  type TwoFactorChallengeAnswer,
  type TwoFactorSignInAnswer,
} from '@app/contracts';
import { DEMO_ACCOUNTS } from '../../auth/demo-accounts.ts';
import { dummyHash, verifyPassword } from '../../auth/password.ts';
import type { AuthContext } from '../../auth/plugin.ts';
import { rulesOfRole } from '../../auth/role-rules.ts';
import type { SecretBox } from '../../auth/secret-box.ts';
import { endSession, startSession } from '../../auth/session.service.ts';
import { hashToken, newToken } from '../../auth/token.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { HttpError, tooManyRequests } from '../../lib/errors.ts';
import type { AccountMailer } from './account-mail.ts';
import { challengeUser, closeChallenge, insertChallenge } from './account-token.repository.ts';
import {
  attemptsOf,
  clearFailures,
  findLoginUser,
  findLoginUserById,
  releaseAttempt,
  reserveAttempt,
} from './auth.repository.ts';
import type { SignInDevice } from './sign-in-device.ts';
import { insertTrustedDevice, isTrustedDevice } from './two-factor.repository.ts';
import { codesLeft, twoFactorEnabled, useSecondFactor } from './two-factor.service.ts';

const CHALLENGE_TTL_SECONDS = 5 * 60;
const TRUSTED_DEVICE_DAYS = 30;
type Client = { ip: string; userAgent: string };

const IP_LIMIT_FACTOR = 4;

const tooMany = (seconds: number) => tooManyRequests('failed sign-in attempts', seconds);

/**
 * The first attempt the lock refuses tells the account's owner, once per lock window however many
 * attempts follow (the `lock-mail:` key admits one attempt per window in the same throttle table).
 */
async function mailLock(db: Db, config: Config, mailer: AccountMailer, email: string, wait: number) {
  const user = await findLoginUser(db, email);
  if (!user) return;
  const once = await reserveAttempt(db, `lock-mail:${email}`, 1, config.LOGIN_WINDOW_MINUTES);
  if (once > 0) return;
  mailer.signInLocked(user.email, user.fullName, Math.max(1, Math.ceil(wait / 60)));
}

/**
 * What a sign-in needs besides the body: the device cookie it carried, the mailer for lock mails and
 * the secret box that opens two-step keys (a locked e-mail still lets password and code through).
 */
export type SignInContext = { device: SignInDevice | null; mailer: AccountMailer; box: SecretBox };

const failed = () => new HttpError(400, { message: LOGIN_FAILED_TEXT, errors: { email: LOGIN_FAILED_TEXT } });

/**
 * A sign-in the e-mail's or the address's lock refused, carrying a two-step code: the right password
 * and a valid code pass the lock (a stranger who locked the account has neither). Every failure gets
 * the same answer, whichever of the two was wrong, so the path tells nothing about the password; it
 * has its own limit per e-mail and client address, so the stranger cannot lock the owner out of it.
 */
async function passLockWithSecondFactor(
  db: Db,
  config: Config,
  body: LoginBody,
  client: Client,
  box: SecretBox,
  wait: number,
) {
  const email = body.email.toLowerCase();
  const ownWait = await reserveAttempt(
    db,
    `locked-2fa:${email}:${client.ip}`,
    config.LOGIN_MAX_FAILURES,
    config.LOGIN_WINDOW_MINUTES,
  );
  if (ownWait > 0) throw tooMany(Math.max(ownWait, wait));
  const user = await findLoginUser(db, email);
  const ok = user?.passwordHash
    ? await verifyPassword(user.passwordHash, body.password)
    : await verifyPassword(await dummyHash(), body.password);
  if (!user || !ok || user.status !== 'active' || !(await twoFactorEnabled(db, user.id))) throw failed();
  try {
    await useSecondFactor(db, box, user.id, { code: body.code });
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) throw failed();
    throw error;
  }
  await clearFailures(db, `locked-2fa:${email}:${client.ip}`);
  return openSession(db, config, user, client);
}

export async function login(
  db: Db,
  config: Config,
  body: LoginBody,
  client: Client,
  context: SignInContext,
): Promise<LoginAnswer | TwoFactorChallengeAnswer> {
  const email = body.email.toLowerCase();
  const keys = { email: `email:${email}`, ip: `ip:${client.ip}` };
  // A browser that signed in to this very account before (a valid device cookie, sign-in-device.ts)
  // passes the e-mail's and the address's locks, with its own limit: an attacker locking the e-mail
  // does not lock out its owner, and a stolen cookie still allows only a few guesses.
  const known = context.device ? await findLoginUser(db, email) : null;
  const device = context.device && known?.id === context.device.userId ? context.device : null;
  const ownKey = device ? `device:${device.deviceId}` : keys.email;
  // The attempt is counted before the password is checked, atomically (see reserveAttempt): parallel
  // tries cannot all pass a check made before any of them was counted.
  if (device) {
    const deviceWait = await reserveAttempt(
      db,
      ownKey,
      config.LOGIN_MAX_FAILURES,
      config.LOGIN_WINDOW_MINUTES,
    );
    if (deviceWait > 0) throw tooMany(deviceWait);
  } else {
    const emailWait = await reserveAttempt(
      db,
      keys.email,
      config.LOGIN_MAX_FAILURES,
      config.LOGIN_WINDOW_MINUTES,
      client.ip,
    );
    if (emailWait > 0) {
      await mailLock(db, config, context.mailer, email, emailWait);
      if (body.code) return passLockWithSecondFactor(db, config, body, client, context.box, emailWait);
      throw tooMany(emailWait);
    }
    const ipWait = await reserveAttempt(
      db,
      keys.ip,
      config.LOGIN_MAX_FAILURES * IP_LIMIT_FACTOR,
      config.LOGIN_WINDOW_MINUTES,
    );
    if (ipWait > 0) {
      if (body.code) return passLockWithSecondFactor(db, config, body, client, context.box, ipWait);
      throw tooMany(ipWait);
    }
  }

  const user = known ?? (await findLoginUser(db, email));
  const ok = user?.passwordHash
    ? await verifyPassword(user.passwordHash, body.password)
    : await verifyPassword(await dummyHash(), body.password);
  if (!user || !ok || user.status === 'inactive') {
    const failures = await attemptsOf(db, ownKey);
    // Each failure in a row costs a little more time before the answer.
    await sleep(Math.min(failures * 150, 1500));
    throw failed();
  }
  if (device) {
    // The owner's success from a known browser leaves the e-mail's lock in place for everyone else.
    await clearFailures(db, ownKey);
  } else {
    await clearFailures(db, keys.email);
    await releaseAttempt(db, keys.ip);
  }
  // The password is right, so saying why the account cannot sign in yet tells nothing new.
  if (user.status === 'pending') {
    throw new HttpError(400, {
      message: EMAIL_NOT_CONFIRMED_TEXT,
      errors: { email: EMAIL_NOT_CONFIRMED_TEXT },
    });
  }
  if (await twoFactorEnabled(db, user.id)) {
    const trusted = body.deviceToken && (await isTrustedDevice(db, user.id, hashToken(body.deviceToken)));
    if (!trusted) return startTwoFactorChallenge(db, user.id);
  }
  return openSession(db, config, user, client);
}

/** No session yet: the challenge only lets the code be checked (decision 017). */
export async function startTwoFactorChallenge(db: Db, userId: number): Promise<TwoFactorChallengeAnswer> {
  const challengeToken = newToken();
  await insertChallenge(db, {
    userId,
    tokenHash: hashToken(challengeToken),
    ttlSeconds: CHALLENGE_TTL_SECONDS,
  });
  return { twoFactorRequired: true, challengeToken, expiresInSeconds: CHALLENGE_TTL_SECONDS };
}

export async function openSession(
  db: Db,
  config: Config,
  user: NonNullable<Awaited<ReturnType<typeof findLoginUser>>>,
  client: Client,
): Promise<LoginAnswer> {
  const token = await startSession(db, {
    userId: user.id,
    ttlHours: config.SESSION_TTL_HOURS,
    ip: client.ip,
    userAgent: client.userAgent,
  });
  const { passwordHash: _p, roleId, status: _s, ...userData } = user;
  return { accessToken: token, userData, userAbilityRules: await rulesOfRole(db, roleId) };
}

export const CHALLENGE_ENDED_TEXT = 'has expired or was already used: sign in again';

/** The second step: the code (or a recovery code) for an open challenge starts the session. */
export async function completeTwoFactorSignIn(
  db: Db,
  config: Config,
  box: SecretBox,
  body: { challengeToken: string; code?: string; recoveryCode?: string; trustDevice: boolean },
  client: Client,
): Promise<TwoFactorSignInAnswer> {
  const tokenHash = hashToken(body.challengeToken);
  const userId = await challengeUser(db, tokenHash);
  if (userId === null) {
    throw new HttpError(400, {
      message: `challengeToken ${CHALLENGE_ENDED_TEXT}`,
      errors: { challengeToken: CHALLENGE_ENDED_TEXT },
    });
  }
  await useSecondFactor(db, box, userId, body);
  if (!(await closeChallenge(db, tokenHash))) {
    throw new HttpError(400, {
      message: `challengeToken ${CHALLENGE_ENDED_TEXT}`,
      errors: { challengeToken: CHALLENGE_ENDED_TEXT },
    });
  }
  const user = await findLoginUserById(db, userId);
  if (user?.status !== 'active') {
    throw new HttpError(400, { message: LOGIN_FAILED_TEXT, errors: { email: LOGIN_FAILED_TEXT } });
  }
  const answer = await openSession(db, config, user, client);
  let deviceToken: string | undefined;
  if (body.trustDevice) {
    deviceToken = newToken();
    await insertTrustedDevice(db, {
      userId,
      tokenHash: hashToken(deviceToken),
      userAgent: client.userAgent,
      days: TRUSTED_DEVICE_DAYS,
    });
  }
  return { ...answer, deviceToken, recoveryCodesLeft: await codesLeft(db, userId) };
}

export async function logout(db: Db, auth: AuthContext): Promise<void> {
  await endSession(db, auth.sessionId);
}

/** The sign-in page's address; the server renders its first paint (lib/server-rendered-page.ts). */
export const LOGIN_PATH = '/login';

/** What the sign-in page shows: the demo accounts while the demo seed is on. */
export function signInConfig(config: Config): AuthConfigAnswer {
  return { demoAccounts: config.SEED_DEMO ? DEMO_ACCOUNTS : [] };
}

/** The sign-in throttle's counter, for other areas' open calls (the checkout): 429 past the limit. */
export { throttle as throttleAttempts } from './throttle.ts';
