import type { AbilityRule, Permission, PermissionListQuery } from '@app/contracts';
import { and, asc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { permissions, rolePermissions, roles } from '../../db/schema/index.ts';
import { keptPage, keptTotal } from '../../lib/kept-searches.ts';
import { cappedCount, type ListTotal } from '../../lib/list-count.ts';
import { firstIds, likePattern, orderClause, pageOfIds } from '../../lib/paging.ts';
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
 * q: a part of the name or of the shown date (each with its trigram index), or the start of a role
 * name the permission is assigned to. The roles' permissions become an array of ids computed once
 * (`id = any(array(…))`, a primary-key lookup), so the three conditions combine as a BitmapOr of
 * index scans instead of a per-row subquery over every permission.
 */
function listFilter(q: string): SQL | undefined {
  if (!q) return undefined;
  // likePattern gives "%text%"; without the leading % it matches the start only.
  const startsWith = likePattern(q).slice(1);
  const assignedToRoleStarting = sql`${permissions.id} = any(array(
    select rp.permission_id from role_permissions rp join roles r on r.id = rp.role_id
    where r.name ilike ${startsWith}))`;
  return or(textSearch(q, [permissions.name, createdDate]), assignedToRoleStarting);
}

/**
 * A search as lib/kept-searches.ts keeps it: its text and sort, and the tables whose writes change its
 * rows (q also finds the permissions assigned to a role whose name starts with it).
 */
function keptSearch(query: PermissionListQuery) {
  if (!query.q) return undefined;
  return {
    key: JSON.stringify(['permissions', query.q, query.sortBy, query.orderBy]),
    tables: ['permissions', 'role_permissions', 'roles'],
  };
}

/** Exact up to EXACT_COUNT_LIMIT permissions, then the planner's estimate, flagged; a search's kept with it. */
export function countPermissions(db: Queryable, query: PermissionListQuery): Promise<ListTotal> {
  const count = () =>
    cappedCount(db, db.select({ id: permissions.id }).from(permissions).where(listFilter(query.q)));
  const search = keptSearch(query);
  return keptTotal(db, search, count);
}

/**
 * One page of ids from the permissions alone, then the roles of that page's permissions only; a
 * search's pages come from its kept ids (lib/kept-searches.ts) while no permission, role or
 * assignment was written since.
 */
export async function listPermissions(db: Queryable, query: PermissionListQuery): Promise<Permission[]> {
  const order = orderClause(
    { name: permissions.name },
    query.sortBy,
    query.orderBy,
    [asc(permissions.id)],
    permissions.id,
  );
  const ids = () => db.select({ id: permissions.id }).from(permissions).$dynamic();
  const search = keptSearch(query);
  if (search) {
    const read = (n: number) => firstIds(ids(), listFilter(query.q), order, n);
    const rows = (found: number[]) =>
      db.select(permissionColumns).from(permissions).where(inArray(permissions.id, found));
    const kept = await keptPage(db, search, query, read, rows);
    if (kept) return kept;
  }
  const page = pageOfIds(ids(), listFilter(query.q), order, query);
  return db
    .select(permissionColumns)
    .from(page)
    .innerJoin(permissions, eq(permissions.id, page.id))
    .orderBy(...order);
}

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
