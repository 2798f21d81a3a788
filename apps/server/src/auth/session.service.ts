import type { Queryable } from '../db/client.ts';
import { type AppAbility, buildAbility } from './ability.ts';
import {
  createSession,
  findSessionUser,
  revokeSession,
  revokeUserSessions,
  type SessionUser,
  touchSessionRow,
} from './session.repository.ts';
import type { SessionCache } from './session-cache.ts';
import { bearerToken, hashToken, newToken } from './token.ts';

/** Opens a session for the user and returns its token; only the token's hash is stored. */
export async function startSession(
  db: Queryable,
  input: { userId: number; ttlHours: number; ip: string; userAgent: string },
): Promise<string> {
  const token = newToken();
  await createSession(db, { ...input, tokenHash: hashToken(token) });
  return token;
}

/** An open session with its user, rules and the ability built from them once; shared, never changed. */
export type OpenSession = Readonly<Omit<SessionUser, 'expiresAt'>> & {
  readonly userId: number;
  /** Milliseconds since the epoch. */
  readonly expiresAt: number;
  readonly ability: AppAbility;
};

async function loadOpenSession(db: Queryable, tokenHash: string): Promise<OpenSession | null> {
  const found = await findSessionUser(db, tokenHash);
  if (!found) return null;
  return Object.freeze({
    sessionId: found.sessionId,
    userId: found.user.id,
    expiresAt: found.expiresAt.getTime(),
    user: Object.freeze(found.user),
    rules: found.rules,
    ability: buildAbility(found.rules, found.user.id),
  });
}

/**
 * The open session an `Authorization: Bearer …` header names, with its user, rules and ability:
 * from `cache` when it holds it and may be trusted (see session-cache.ts), else one query.
 */
export async function sessionOfHeader(
  db: Queryable,
  authorization: string | undefined,
  cache?: SessionCache<OpenSession>,
): Promise<OpenSession | null> {
  return sessionOfToken(db, bearerToken(authorization), cache);
}

/** The open session of a token (the Authorization header's, or a page request's cookie's), else null. */
export async function sessionOfToken(
  db: Queryable,
  token: string | null,
  cache?: SessionCache<OpenSession>,
): Promise<OpenSession | null> {
  if (!token || !/^[A-Za-z0-9_-]{20,200}$/.test(token)) return null;
  const tokenHash = hashToken(token);
  return cache
    ? cache.lookup(tokenHash, () => loadOpenSession(db, tokenHash))
    : loadOpenSession(db, tokenHash);
}

export const endSession = (db: Queryable, sessionId: number) => revokeSession(db, sessionId);

/** Every open session of the user ends at once (on suspension). */
export const endUserSessions = (db: Queryable, userId: number) => revokeUserSessions(db, userId);

const TOUCH_MINUTES = 5;
const touched = new Map<number, number>();

/**
 * Keeps `last_used_at` of a session roughly current for the "recent devices" list: at most one
 * write per session every TOUCH_MINUTES per process, in the background (a failure only loses a time).
 */
export function touchSession(db: Queryable, sessionId: number, now = Date.now()): void {
  const last = touched.get(sessionId);
  if (last !== undefined && now - last < TOUCH_MINUTES * 60_000) return;
  touched.set(sessionId, now);
  if (touched.size > 50_000) touched.clear();
  touchSessionRow(db, sessionId, TOUCH_MINUTES).catch(() => touched.delete(sessionId));
}
