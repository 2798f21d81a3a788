import type { Queryable } from '../db/client.ts';
import {
  createSession,
  findSessionUser,
  revokeSession,
  revokeUserSessions,
  type SessionUser,
} from './session.repository.ts';
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

/** The open session an `Authorization: Bearer …` header names, with its user and rules. */
export async function sessionOfHeader(
  db: Queryable,
  authorization: string | undefined,
): Promise<SessionUser | null> {
  const token = bearerToken(authorization);
  return token ? findSessionUser(db, hashToken(token)) : null;
}

export const endSession = (db: Queryable, sessionId: number) => revokeSession(db, sessionId);

/** Every open session of the user ends at once (on suspension). */
export const endUserSessions = (db: Queryable, userId: number) => revokeUserSessions(db, userId);
