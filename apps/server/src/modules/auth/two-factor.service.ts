import { randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { verifyPassword } from '../../auth/password.ts';
import type { AuthContext } from '../../auth/plugin.ts';
import type { SecretBox } from '../../auth/secret-box.ts';
import { hashToken } from '../../auth/token.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { badRequest, conflict, HttpError } from '../../lib/errors.ts';
import { userById } from './account.repository.ts';
import { clearFailures } from './auth.repository.ts';
import { throttle } from './throttle.ts';
import {
  claimStep,
  deleteTwoFactor,
  findTwoFactor,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  savePendingSecret,
  useRecoveryCode,
} from './two-factor.repository.ts';

/**
 * Two-step sign-in with TOTP (RFC 6238 through otplib: SHA-1, 6 digits, 30 s steps, one step of
 * tolerance either side). A code is accepted once: the step it matched is stored and only a later
 * step passes. Attempts are throttled per user (5 per 15 minutes). docs/account-security.md.
 */
export const TOTP_ISSUER = 'Admin back office';
export const RECOVERY_CODE_COUNT = 10;
export const WRONG_CODE_TEXT = 'is wrong or was already used';
const ATTEMPTS = 5;
const WINDOW_MINUTES = 15;

const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Ten characters from a 32-letter alphabet without look-alikes (50 bits), shown as ABCDE-12345. */
function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b % 32]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export const recoveryCodeHash = (code: string) => hashToken(code.toUpperCase().replace(/-/g, ''));

/** The step a code matches (within one step either side of now) and later than `after`, or null. */
export async function matchingStep(
  secret: string,
  code: string,
  after: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: 30,
    ...(after === null ? {} : { afterTimeStep: after }),
  });
  if (!result.valid) return null;
  return 'timeStep' in result ? result.timeStep : null;
}

/** Checks a code (or a recovery code) of the user and uses it up; counts against the throttle. */
export async function useSecondFactor(
  db: Queryable,
  box: SecretBox,
  userId: number,
  proof: { code?: string; recoveryCode?: string },
): Promise<void> {
  await throttle(db, `totp:${userId}`, ATTEMPTS, WINDOW_MINUTES, 'wrong codes');
  const found = await findTwoFactor(db, userId);
  if (!found?.enabledAt) throw badRequest('code', WRONG_CODE_TEXT);
  if (proof.recoveryCode) {
    if (!(await useRecoveryCode(db, userId, recoveryCodeHash(proof.recoveryCode)))) {
      throw badRequest('recoveryCode', WRONG_CODE_TEXT);
    }
  } else {
    const step = await matchingStep(openedSecret(box, found.secret), proof.code ?? '', found.lastStep);
    if (step === null || !(await claimStep(db, userId, step))) throw badRequest('code', WRONG_CODE_TEXT);
  }
  await clearFailures(db, `totp:${userId}`);
}

export async function twoFactorEnabled(db: Queryable, userId: number): Promise<boolean> {
  return !!(await findTwoFactor(db, userId))?.enabledAt;
}

/** A key sealed with another SECRET_KEY can check no code: the operator changed or lost the key. */
function openedSecret(box: SecretBox, stored: string): string {
  const secret = box.open(stored);
  if (secret !== null) return secret;
  throw new HttpError(503, {
    message:
      "Two-step sign-in keys cannot be read with this server's SECRET_KEY: sign in with a recovery code, or ask an administrator.",
  });
}

/** A new secret with its otpauth URI and QR code; it takes effect once a code confirms it. */
export async function setupTwoFactor(db: Db, box: SecretBox, auth: AuthContext) {
  if (await twoFactorEnabled(db, auth.user.id)) {
    throw conflict('twoFactor', 'is already on: turn it off first to set up another device');
  }
  const secret = generateSecret();
  await savePendingSecret(db, auth.user.id, box.seal(secret));
  const otpauthUri = generateURI({ issuer: TOTP_ISSUER, label: auth.user.email, secret });
  const qrCode = await QRCode.toDataURL(otpauthUri, { errorCorrectionLevel: 'M', margin: 1, width: 220 });
  return { secret, otpauthUri, qrCode };
}

async function freshRecoveryCodes(db: Queryable, userId: number) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await replaceRecoveryCodes(db, userId, codes.map(recoveryCodeHash));
  return { recoveryCodes: codes };
}

/** The first code from the app turns two-step sign-in on and gives the ten recovery codes, once. */
export async function enableTwoFactor(db: Db, box: SecretBox, auth: AuthContext, code: string) {
  const userId = auth.user.id;
  await throttle(db, `totp:${userId}`, ATTEMPTS, WINDOW_MINUTES, 'wrong codes');
  const found = await findTwoFactor(db, userId);
  if (!found) throw badRequest('code', 'has no set-up to confirm: start the set-up again');
  if (found.enabledAt) throw conflict('twoFactor', 'is already on');
  const step = await matchingStep(openedSecret(box, found.secret), code, found.lastStep);
  if (step === null) throw badRequest('code', WRONG_CODE_TEXT);
  const answer = await db.transaction(async (tx) => {
    if (!(await claimStep(tx, userId, step, true))) throw badRequest('code', WRONG_CODE_TEXT);
    return freshRecoveryCodes(tx, userId);
  });
  await clearFailures(db, `totp:${userId}`);
  return answer;
}

async function assertPassword(db: Db, userId: number, password: string) {
  await throttle(db, `password:${userId}`, 5, 15, 'wrong current passwords');
  const user = await userById(db, userId);
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
    throw badRequest('password', 'is not your current password');
  }
  await clearFailures(db, `password:${userId}`);
}

/** Turning it off (or resetting it to set up another device) asks for the password again. */
export async function disableTwoFactor(db: Db, auth: AuthContext, password: string) {
  await assertPassword(db, auth.user.id, password);
  await db.transaction((tx) => deleteTwoFactor(tx, auth.user.id));
  return { message: 'Two-step sign-in is off.' };
}

export async function regenerateRecoveryCodes(db: Db, auth: AuthContext, password: string) {
  await assertPassword(db, auth.user.id, password);
  if (!(await twoFactorEnabled(db, auth.user.id))) {
    throw new HttpError(409, { message: 'Two-step sign-in is off.', errors: { twoFactor: 'is off' } });
  }
  return db.transaction((tx) => freshRecoveryCodes(tx, auth.user.id));
}

export const codesLeft = recoveryCodesLeft;
