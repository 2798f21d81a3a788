import {
  USER_NOT_FOUND_TEXT,
  type UserDetail,
  type UserListAnswer,
  type UserListQuery,
  userCreateBody,
  type userUpdateBody,
} from '@app/contracts';
import type { z } from 'zod';
import { assertHoldsAll } from '../../auth/grants.ts';
import { hashPassword } from '../../auth/password.ts';
import { assertStrongPassword } from '../../auth/password-rules.ts';
import type { AuthContext } from '../../auth/plugin.ts';
import { rulesOfRole } from '../../auth/role-rules.ts';
import { assertMayWrite, assertReaches, changedFields, reachableRows } from '../../auth/row-rules.ts';
import { endUserSessions } from '../../auth/session.service.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { claimVersion, guardEdit } from '../../lib/edit-version.ts';
import { badRequest, HttpError, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { totalPages } from '../../lib/paging.ts';
import {
  deleteUser as deleteUserRow,
  findRoleId,
  findUser,
  insertUser,
  takenFields,
  updateUser as updateUserRow,
  userList,
  userRuleColumns,
} from './user.repository.ts';

type CreateData = z.output<typeof userCreateBody>;
type UpdateData = z.output<typeof userUpdateBody>;
type Field = 'email' | 'username';

/** The create body's defaults: a field left at its default is not one the caller sets. */
const CREATE_DEFAULTS: Record<string, unknown> = Object.fromEntries(
  Object.entries(userCreateBody.shape).flatMap(([key, field]) => {
    const omitted = field.safeParse(undefined);
    return omitted.success && omitted.data !== undefined ? [[key, omitted.data]] : [];
  }),
);

const definedOf = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));

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

/** The users the caller's rules let `action` reach, as a condition for a list or an export. */
export function reachableUsers(actor: Pick<AuthContext, 'ability'>, action: 'read' = 'read') {
  return reachableRows(actor.ability, action, 'User', userRuleColumns);
}

export async function listUsersPage(
  db: Db,
  actor: AuthContext,
  query: UserListQuery,
): Promise<UserListAnswer> {
  const { rows, total, ...estimate } = await userList.page(db, { ...query, reach: reachableUsers(actor) });
  return {
    users: rows,
    totalUsers: total,
    totalPages: totalPages(total, query.itemsPerPage),
    page: query.page,
    ...estimate,
  };
}

/**
 * One user; with a caller, only when their rules let them read it (a user outside the rule is not
 * found). The writes below answer the record they wrote without a read check.
 */
export async function getUser(db: Queryable, id: number, reader?: AuthContext): Promise<UserDetail> {
  const found = await findUser(db, id);
  if (!found) throw notFound(USER_NOT_FOUND_TEXT);
  const { roleId: _roleId, ...user } = found;
  if (reader) assertReaches(reader.ability, 'read', 'User', user, USER_NOT_FOUND_TEXT);
  return user;
}

export async function createUser(db: Db, actor: AuthContext, body: CreateData): Promise<UserDetail> {
  const { password, role, ...fields } = body;
  assertMayWrite(
    actor.ability,
    'create',
    'User',
    { after: { ...body, password: undefined } },
    changedFields(body, CREATE_DEFAULTS),
  );
  const roleId = await roleIdOf(db, role);
  assertHoldsAll(actor.ability, await rulesOfRole(db, roleId), `give the role ${role}`);
  await assertFree(db, { email: fields.email, username: fields.username });
  if (password) assertStrongPassword('password', password, fields);
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
  { version, ...body }: UpdateData,
): Promise<UserDetail> {
  await guardEdit(
    () => writeUser(db, actor, id, body, version),
    () => getUser(db, id),
  );
  return getUser(db, id);
}

async function writeUser(
  db: Db,
  actor: AuthContext,
  id: number,
  body: Omit<UpdateData, 'version'>,
  version: number | undefined,
): Promise<void> {
  const existing = await findUser(db, id);
  if (!existing) throw notFound(USER_NOT_FOUND_TEXT);
  assertReaches(actor.ability, 'update', 'User', existing, USER_NOT_FOUND_TEXT);
  assertMayWrite(
    actor.ability,
    'update',
    'User',
    { before: existing, after: { ...existing, ...definedOf(body) } },
    changedFields(body, existing),
  );
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
  // Whoever holds a role holds its rights: a user with conditional rules may change a peer of their role.
  if (existing.role !== actor.user.role) {
    assertHoldsAll(
      actor.ability,
      await rulesOfRole(db, existing.roleId),
      `change a user whose role is ${existing.role}`,
    );
  }
  const { role, ...fields } = body;
  const roleId = role === undefined ? undefined : await roleIdOf(db, role);
  if (roleId !== undefined && roleId !== existing.roleId) {
    assertHoldsAll(actor.ability, await rulesOfRole(db, roleId), `give the role ${role}`);
  }
  await assertFree(db, { email: fields.email, username: fields.username }, id);
  try {
    await db.transaction(async (tx) => {
      await claimVersion(tx, users, id, version);
      await updateUserRow(tx, id, { ...fields, roleId });
      // A suspended user is signed out everywhere at once, not when their token expires.
      if (fields.status === 'inactive') await endUserSessions(tx, id);
    });
  } catch (error) {
    throw raceToConflict(error);
  }
}

export async function deleteUser(db: Db, actor: AuthContext, id: number): Promise<void> {
  if (actor.user.id === id) throw new HttpError(400, { message: 'You cannot delete your own account' });
  const existing = await findUser(db, id);
  if (!existing) throw notFound(USER_NOT_FOUND_TEXT);
  assertReaches(actor.ability, 'delete', 'User', existing, USER_NOT_FOUND_TEXT);
  if (existing.role !== actor.user.role) {
    assertHoldsAll(
      actor.ability,
      await rulesOfRole(db, existing.roleId),
      `delete a user whose role is ${existing.role}`,
    );
  }
  // Sessions go with the user (on delete cascade).
  if (!(await deleteUserRow(db, id))) throw notFound(USER_NOT_FOUND_TEXT);
}
