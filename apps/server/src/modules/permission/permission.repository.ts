import type { AbilityRule, Permission } from '@app/contracts';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { permissions, rolePermissions, roles } from '../../db/schema/index.ts';
import { defineList } from '../../lib/list-query.ts';
import { likePattern } from '../../lib/paging.ts';
import { textSearch } from '../../lib/search.ts';

/**
 * Shown as in the spec's sample data, e.g. "14 Apr 2021, 8:43 PM", in UTC: a generated column
 * (migration 0009) with a trigram index, so `q` finds a date through the index and never formats
 * every row's date to compare it.
 */
const createdDate = sql<string>`${permissions.createdLabel}`;

// Drizzle leaves columns unqualified when a select has one table, so the correlated subqueries
// name the outer row as "permissions"."id" themselves.
const permissionColumns = {
  id: permissions.id,
  name: permissions.name,
  assignedTo: sql<string[]>`coalesce((
    select json_agg(r.name order by r.id)
    from role_permissions rp join roles r on r.id = rp.role_id
    where rp.permission_id = "permissions"."id"), '[]'::json)`,
  createdDate,
  rules: permissions.rules,
  version: permissions.version,
};

/**
 * The permission list, declared once (lib/list-query.ts): oldest first by default; the roles of the
 * page's permissions only are read.
 */
export const permissionList = defineList({
  name: 'permissions',
  table: permissions,
  id: permissions.id,
  columns: permissionColumns,
  toItem: (row) => row,
  idsFirst: true,
  defaultSort: { orderBy: 'asc' },
  changes: ['permissions', 'role_permissions', 'roles'],
  filters: {},
  search: {
    // q: a part of the name or of the shown date (each with its trigram index), or the start of a role
    // name the permission is assigned to. The roles' permissions become an array of ids computed once
    // (`id = any(array(…))`, a primary-key lookup), so the three conditions combine as a BitmapOr of
    // index scans instead of a per-row subquery over every permission.
    where: (q) => {
      // likePattern gives "%text%"; without the leading % it matches the start only.
      const startsWith = likePattern(q).slice(1);
      const assignedToRoleStarting = sql`${permissions.id} = any(array(
        select rp.permission_id from role_permissions rp join roles r on r.id = rp.role_id
        where r.name ilike ${startsWith}))`;
      return or(textSearch(q, [permissions.name, createdDate]), assignedToRoleStarting);
    },
    index: 'permissions_name_trgm_idx, permissions_created_label_trgm_idx, roles by name',
  },
  sorts: { name: { by: permissions.name, index: 'permissions_name_id_idx (name, id)' } },
});

export async function findPermission(db: Queryable, id: number): Promise<Permission | null> {
  const [row] = await db.select(permissionColumns).from(permissions).where(eq(permissions.id, id));
  return row ?? null;
}

export type PermissionRow = { id: number; rules: AbilityRule[]; roleIds: number[] };

/** The permission's row, locked until the transaction ends, with the roles it is assigned to. */
export async function lockPermission(db: Queryable, id: number): Promise<PermissionRow | null> {
  const [row] = await db
    .select({ id: permissions.id, rules: permissions.rules })
    .from(permissions)
    .where(eq(permissions.id, id))
    .for('update');
  if (!row) return null;
  const assigned = await db
    .select({ id: rolePermissions.roleId })
    .from(rolePermissions)
    .where(eq(rolePermissions.permissionId, id));
  return { ...row, roleIds: assigned.map((r) => r.id) };
}

export async function permissionNameTaken(db: Queryable, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: permissions.id })
    .from(permissions)
    .where(
      and(
        sql`lower(${permissions.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(permissions.id, exceptId),
      ),
    );
  return Boolean(row);
}

/** Locked against deletion until the transaction ends, so the links about to be written stay valid. */
export function rolesByNames(db: Queryable, names: string[]): Promise<{ id: number; name: string }[]> {
  if (names.length === 0) return Promise.resolve([]);
  return db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(inArray(roles.name, names))
    .for('key share');
}

type PermissionValues = { name: string; rules: AbilityRule[] };

export async function insertPermission(db: Queryable, values: PermissionValues): Promise<number> {
  const [row] = await db.insert(permissions).values(values).returning({ id: permissions.id });
  return row.id;
}

/**
 * `rolesChanged`: the roles it is assigned to live in role_permissions, so a save that changes only
 * them would leave the row as it was and keep its version (docs/edit-conflicts.md); asking for the
 * next version makes it one edit like any other (the trigger still decides the number).
 */
export async function updatePermission(
  db: Queryable,
  id: number,
  values: PermissionValues,
  rolesChanged: boolean,
): Promise<void> {
  const next = rolesChanged ? { version: sql`${permissions.version} + 1` } : {};
  await db
    .update(permissions)
    .set({ ...values, ...next })
    .where(eq(permissions.id, id));
}

export async function setPermissionRoles(
  db: Queryable,
  permissionId: number,
  roleIds: number[],
): Promise<void> {
  await db.delete(rolePermissions).where(eq(rolePermissions.permissionId, permissionId));
  if (roleIds.length === 0) return;
  await db.insert(rolePermissions).values(roleIds.map((roleId) => ({ roleId, permissionId })));
}

export async function deletePermission(db: Queryable, id: number): Promise<void> {
  await db.delete(permissions).where(eq(permissions.id, id));
}
