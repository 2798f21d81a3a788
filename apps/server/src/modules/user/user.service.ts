import {
  USER_NOT_FOUND_TEXT,
  type UserDetail,
  type UserListAnswer,
  type UserListQuery,
  type userCreateBody,
  type userUpdateBody,
} from '@app/contracts';
import type { z } from 'zod';
import { assertHoldsAll } from '../../auth/grants.ts';
import { hashPassword } from '../../auth/password.ts';
import type { AuthContext } from '../../auth/plugin.ts';
import { rulesOfRole } from '../../auth/role-rules.ts';
import { endUserSessions } from '../../auth/session.service.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { badRequest, HttpError, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { pageWithTotal } from '../../lib/list-count.ts';
import { totalPages } from '../../lib/paging.ts';
import {
  countUsers,
  deleteUser as deleteUserRow,
  findRoleId,
  findUser,
  insertUser,
  listUsers,
  takenFields,
  updateUser as updateUserRow,
} from './user.repository.ts';

type CreateData = z.output<typeof userCreateBody>;
type UpdateData = z.output<typeof userUpdateBody>;
type Field = 'email' | 'username';

const TAKEN = 'is already taken';

function taken(fields: Field[]): HttpError {
  const errors = Object.fromEntries(fields.map((f) => [f, TAKEN]));
  return new HttpError(409, { message: `${fields[0]} ${TAKEN}`, errors });
}

/**
 * A concurrent write that slipped past the early checks still gets a clear answer, not a 500: a
 * duplicate is a 409, a role deleted meanwhile (foreign_key_violation) an unknown role.
 */
function raceToConflict(error: unknown): unknown {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  if ((e?.code ?? e?.cause?.code) === '23503') return badRequest('role', 'is not a known role');
  if (!isUniqueViolation(error)) return error;
  const constraint = e.constraint ?? e.cause?.constraint ?? '';
  return taken([constraint.includes('username') ? 'username' : 'email']);
}

async function roleIdOf(db: Queryable, name: string): Promise<number> {
  const id = await findRoleId(db, name);
  if (id === null) throw badRequest('role', 'is not a known role');
  return id;
}

async function assertFree(db: Queryable, fields: { email?: string; username?: string }, exceptId?: number) {
  const busy = await takenFields(db, fields, exceptId);
  if (busy.length > 0) throw taken(busy);
}

export async function listUsersPage(db: Db, query: UserListQuery): Promise<UserListAnswer> {
  const { rows, total, ...estimate } = await pageWithTotal(
    query,
    () => listUsers(db, query),
    () => countUsers(db, query),
  );
  return {
    users: rows,
    totalUsers: total,
    totalPages: totalPages(total, query.itemsPerPage),
    page: query.page,
    ...estimate,
  };
}

export async function getUser(db: Queryable, id: number): Promise<UserDetail> {
  const found = await findUser(db, id);
  if (!found) throw notFound(USER_NOT_FOUND_TEXT);
  const { roleId: _roleId, ...user } = found;
  return user;
}

export async function createUser(db: Db, actor: AuthContext, body: CreateData): Promise<UserDetail> {
  const { password, role, ...fields } = body;
  const roleId = await roleIdOf(db, role);
  assertHoldsAll(actor.ability, await rulesOfRole(db, roleId), `give the role ${role}`);
  await assertFree(db, { email: fields.email, username: fields.username });
  const passwordHash = password ? await hashPassword(password) : null;
  try {
    const id = await insertUser(db, { ...fields, roleId, passwordHash });
    return getUser(db, id);
  } catch (error) {
    throw raceToConflict(error);
  }
}

export async function updateUser(
  db: Db,
  actor: AuthContext,
  id: number,
  body: UpdateData,
): Promise<UserDetail> {
  const existing = await findUser(db, id);
  if (!existing) throw notFound(USER_NOT_FOUND_TEXT);
  const self = actor.user.id === id;
  if (self && body.status !== undefined && body.status !== existing.status) {
    throw new HttpError(400, {
      message: 'You cannot change the status of your own account',
      errors: { status: 'cannot be changed on your own account' },
    });
  }
  if (self && body.role !== undefined && body.role !== existing.role) {
    throw new HttpError(400, {
      message: 'You cannot change your own role',
      errors: { role: 'cannot be changed on your own account' },
    });
  }
  assertHoldsAll(
    actor.ability,
    await rulesOfRole(db, existing.roleId),
    `change a user whose role is ${existing.role}`,
  );
  const { role, ...fields } = body;
  const roleId = role === undefined ? undefined : await roleIdOf(db, role);
  if (roleId !== undefined && roleId !== existing.roleId) {
    assertHoldsAll(actor.ability, await rulesOfRole(db, roleId), `give the role ${role}`);
  }
  await assertFree(db, { email: fields.email, username: fields.username }, id);
  try {
    await db.transaction(async (tx) => {
      await updateUserRow(tx, id, { ...fields, roleId });
      // A suspended user is signed out everywhere at once, not when their token expires.
      if (fields.status === 'inactive') await endUserSessions(tx, id);
    });
  } catch (error) {
    throw raceToConflict(error);
  }
  return getUser(db, id);
}

export async function deleteUser(db: Db, actor: AuthContext, id: number): Promise<void> {
  if (actor.user.id === id) throw new HttpError(400, { message: 'You cannot delete your own account' });
  const existing = await findUser(db, id);
  if (!existing) throw notFound(USER_NOT_FOUND_TEXT);
  assertHoldsAll(
    actor.ability,
    await rulesOfRole(db, existing.roleId),
    `delete a user whose role is ${existing.role}`,
  );
  // Sessions go with the user (on delete cascade).
  if (!(await deleteUserRow(db, id))) throw notFound(USER_NOT_FOUND_TEXT);
}
