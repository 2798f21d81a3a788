import type { AbilityRule, Role } from '@app/contracts';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { permissions, rolePermissions, roles, users } from '../../db/schema/index.ts';

export const AVATARS_PER_ROLE = 4;

// Drizzle leaves columns unqualified when a select has one table, so the correlated subqueries
// name the outer row as "roles"."id" themselves. The avatars are the first four users from the
// role's start in users_role_idx (role_id, id), then kept if of the role: with `role_id = …
// order by id` the planner walked the users by id, every user for a role with fewer than four.
const roleColumns = {
  id: roles.id,
  name: roles.name,
  description: roles.description,
  rules: roles.rules,
  permissions: sql<Role['permissions']>`coalesce((
    select json_agg(json_build_object('id', p.id, 'name', p.name) order by p.id)
    from role_permissions rp join permissions p on p.id = rp.permission_id
    where rp.role_id = "roles"."id"), '[]'::json)`,
  // Kept equal to count(*) of the role's users by triggers (migration 0009): no count per request.
  totalUsers: roles.userCount,
  avatars: sql<Role['avatars']>`coalesce((
    select json_agg(json_build_object('id', u.id, 'fullName', u.full_name, 'avatar', u.avatar) order by u.id)
    from (select id, full_name, avatar, role_id from users where (role_id, id) >= ("roles"."id", 0)
          order by role_id, id limit ${AVATARS_PER_ROLE}) u
    where u.role_id = "roles"."id"), '[]'::json)`,
  isSystem: roles.isSystem,
  version: roles.version,
};

/** Every role (or one) with its permissions, user count and a few of its users, in one query. */
export function listRoles(db: Queryable, id?: number): Promise<Role[]> {
  return db
    .select(roleColumns)
    .from(roles)
    .where(id === undefined ? undefined : eq(roles.id, id))
    .orderBy(asc(roles.id));
}

export type RoleRow = { id: number; name: string; rules: AbilityRule[]; isSystem: boolean };

/** The role's row, locked until the transaction ends so that two edits of one role run one after the other. */
export async function lockRole(db: Queryable, id: number): Promise<RoleRow | null> {
  const [row] = await db
    .select({ id: roles.id, name: roles.name, rules: roles.rules, isSystem: roles.isSystem })
    .from(roles)
    .where(eq(roles.id, id))
    .for('update');
  return row ?? null;
}

export async function roleNameTaken(db: Queryable, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.name, name), exceptId === undefined ? undefined : ne(roles.id, exceptId)));
  return Boolean(row);
}

/** Locked against deletion until the transaction ends, so the links about to be written stay valid. */
export function permissionsByIds(
  db: Queryable,
  ids: number[],
): Promise<{ id: number; rules: AbilityRule[] }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: permissions.id, rules: permissions.rules })
    .from(permissions)
    .where(inArray(permissions.id, ids))
    .for('key share');
}

export async function permissionIdsOfRole(db: Queryable, roleId: number): Promise<number[]> {
  const rows = await db
    .select({ id: rolePermissions.permissionId })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, roleId));
  return rows.map((r) => r.id);
}

export async function insertRole(
  db: Queryable,
  row: { name: string; description: string; rules: AbilityRule[] },
): Promise<number> {
  const [created] = await db.insert(roles).values(row).returning({ id: roles.id });
  return created.id;
}

export async function updateRole(
  db: Queryable,
  id: number,
  row: { name: string; description: string; rules: AbilityRule[] },
  permissionsChanged = false,
): Promise<void> {
  // Its permissions live in role_permissions: a save that changes only them asks for the next version.
  const next = permissionsChanged ? { version: sql`${roles.version} + 1` } : {};
  await db
    .update(roles)
    .set({ ...row, ...next })
    .where(eq(roles.id, id));
}

export async function setRolePermissions(
  db: Queryable,
  roleId: number,
  permissionIds: number[],
): Promise<void> {
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (permissionIds.length === 0) return;
  await db.insert(rolePermissions).values(permissionIds.map((permissionId) => ({ roleId, permissionId })));
}

export async function countRoleUsers(db: Queryable, roleId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.roleId, roleId));
  return row.count;
}

export async function deleteRole(db: Queryable, id: number): Promise<void> {
  await db.delete(roles).where(eq(roles.id, id));
}
