import { setTimeout as sleep } from 'node:timers/promises';
import { type AuthConfigAnswer, LOGIN_FAILED_TEXT, type LoginAnswer, type LoginBody } from '@app/contracts';
import { DEMO_ACCOUNTS } from '../../auth/demo-accounts.ts';
import { dummyHash, verifyPassword } from '../../auth/password.ts';
import type { AuthContext } from '../../auth/plugin.ts';
import { rulesOfRole } from '../../auth/role-rules.ts';
import { endSession, startSession } from '../../auth/session.service.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/errors.ts';
import {
  attemptsOf,
  clearFailures,
  findLoginUser,
  releaseAttempt,
  reserveAttempt,
} from './auth.repository.ts';

const IP_LIMIT_FACTOR = 4;

function tooMany(seconds: number) {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new HttpError(429, {
    message: `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  });
}

export async function login(
  db: Db,
  config: Config,
  body: LoginBody,
  client: { ip: string; userAgent: string },
): Promise<LoginAnswer> {
  const email = body.email.toLowerCase();
  const keys = { email: `email:${email}`, ip: `ip:${client.ip}` };
  // The attempt is counted before the password is checked, atomically (see reserveAttempt): parallel
  // tries cannot all pass a check made before any of them was counted.
  const emailWait = await reserveAttempt(
    db,
    keys.email,
    config.LOGIN_MAX_FAILURES,
    config.LOGIN_WINDOW_MINUTES,
  );
  if (emailWait > 0) throw tooMany(emailWait);
  const ipWait = await reserveAttempt(
    db,
    keys.ip,
    config.LOGIN_MAX_FAILURES * IP_LIMIT_FACTOR,
    config.LOGIN_WINDOW_MINUTES,
  );
  if (ipWait > 0) throw tooMany(ipWait);

  const user = await findLoginUser(db, email);
  const ok = user?.passwordHash
    ? await verifyPassword(user.passwordHash, body.password)
    : await verifyPassword(await dummyHash(), body.password);
  if (!user || !ok || user.status === 'inactive') {
    const failures = await attemptsOf(db, keys.email);
    // Each failure in a row costs a little more time before the answer.
    await sleep(Math.min(failures * 150, 1500));
    throw new HttpError(400, { message: LOGIN_FAILED_TEXT, errors: { email: LOGIN_FAILED_TEXT } });
  }
  await clearFailures(db, keys.email);
  await releaseAttempt(db, keys.ip);

  const token = await startSession(db, {
    userId: user.id,
    ttlHours: config.SESSION_TTL_HOURS,
    ip: client.ip,
    userAgent: client.userAgent,
  });
  const { passwordHash: _p, roleId, status: _s, ...userData } = user;
  return { accessToken: token, userData, userAbilityRules: await rulesOfRole(db, roleId) };
}

export async function logout(db: Db, auth: AuthContext): Promise<void> {
  await endSession(db, auth.sessionId);
}

/** What the sign-in page shows: the demo accounts while the demo seed is on. */
export function signInConfig(config: Config): AuthConfigAnswer {
  return { demoAccounts: config.SEED_DEMO ? DEMO_ACCOUNTS : [] };
}
