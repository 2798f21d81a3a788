import type { User, UserDetail, UserListQuery, UserStatus } from '@app/contracts';
import { and, desc, eq, inArray, ne, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { roles, users } from '../../db/schema/index.ts';
import { keptPage, keptTotal } from '../../lib/kept-searches.ts';
import { cappedCount, type ListTotal } from '../../lib/list-count.ts';
import { firstIds, orderClause, pageOfIds } from '../../lib/paging.ts';
import { textSearch } from '../../lib/search.ts';

export type UserRow = typeof users.$inferInsert;
/** The rows the caller's rules reach (auth/row-rules.ts), added to the list's own filters. */
export type RowScope = { scope?: SQL };
/** The list's query without its paging: what an export filters and sorts by. */
export type UserFilter = Omit<UserListQuery, 'page' | 'itemsPerPage'> & RowScope;

/**
 * What a rule's condition may test on a user (the names of contracts' rowRuleFields.User), as SQL on the
 * users table alone; the role is its name, looked up by a correlated subquery.
 */
export const userRuleColumns: Record<string, SQLWrapper> = {
  id: users.id,
  fullName: users.fullName,
  username: users.username,
  email: users.email,
  company: users.company,
  country: users.country,
  contact: users.contact,
  role: sql`(select r.name from roles r where r.id = "users"."role_id")`,
  currentPlan: users.currentPlan,
  status: users.status,
  billing: users.billing,
  language: users.language,
  taxId: users.taxId,
};

export const userColumns = {
  id: users.id,
  fullName: users.fullName,
  company: users.company,
  role: roles.name,
  username: users.username,
  country: users.country,
  contact: users.contact,
  email: users.email,
  currentPlan: users.currentPlan,
  // The column holds only the contract's statuses: every write goes through userCreateBody/userUpdateBody.
  status: sql<UserStatus>`${users.status}`,
  avatar: users.avatar,
  billing: users.billing,
};

export const sortColumns = {
  user: users.fullName,
  email: users.email,
  role: roles.name,
  plan: users.currentPlan,
  status: users.status,
  billing: users.billing,
};

/**
 * The list's filters on the users table alone: a role named in the query becomes a lookup of its id,
 * so paging and counting never join the roles.
 */
export function listFilter(query: UserFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) conditions.push(textSearch(query.q, [users.fullName, users.username, users.email]));
  if (query.role) {
    // Role names are unique: `= (select …)` is one value computed first, so the planner treats
    // role_id as fixed and walks (role_id, full_name, id) in name order; `in (…)` would be a join.
    const named = new QueryBuilder().select({ id: roles.id }).from(roles).where(eq(roles.name, query.role));
    conditions.push(sql`${users.roleId} = (${named})`);
  }
  if (query.plan) conditions.push(eq(users.currentPlan, query.plan));
  if (query.status) conditions.push(eq(users.status, query.status));
  conditions.push(query.scope);
  return and(...conditions);
}

/**
 * A list call as lib/kept-searches.ts keeps it (without a row rule): a search, a filter, or the sort
 * by role name (a join of every user with the roles), with its values and sort, and the tables whose
 * writes change its rows (the roles: the role filter and sort read their names). The other calls are
 * one walk of the sort's index and counted by the planner's estimate: nothing to keep.
 */
function keptSearch(query: UserListQuery & RowScope) {
  const { q, role, plan, status, sortBy, orderBy } = query;
  if (query.scope || !(q || role || plan || status || sortBy === 'role')) return undefined;
  return {
    key: JSON.stringify(['users', q, role, plan, status, sortBy, orderBy]),
    tables: ['users', 'roles'],
  };
}

/** Exact up to EXACT_COUNT_LIMIT users, then the planner's estimate, flagged; a kept call's kept with it. */
export function countUsers(db: Queryable, query: UserListQuery & RowScope): Promise<ListTotal> {
  const count = () => cappedCount(db, db.select({ id: users.id }).from(users).where(listFilter(query)));
  const search = keptSearch(query);
  return keptTotal(db, search, count);
}

/** The ids of the users in the list's order, joined to the roles only to sort by their names. */
function orderedIds(db: Queryable, sort: Pick<UserListQuery, 'sortBy' | 'orderBy'>) {
  const order = orderClause(sortColumns, sort.sortBy, sort.orderBy, [desc(users.id)], users.id);
  let ids = db.select({ id: users.id }).from(users).$dynamic();
  if (sort.sortBy === 'role') ids = ids.innerJoin(roles, eq(roles.id, users.roleId));
  return { ids, order };
}

/**
 * One page: the ids of the page from the users alone (an index walk in the sort order), then the role
 * of those rows only. Sorting by role name needs the join, and only then is it made. A kept call's
 * pages come from its kept ids (lib/kept-searches.ts) while no user or role was written since.
 */
export async function listUsers(db: Queryable, query: UserListQuery & RowScope): Promise<User[]> {
  const search = keptSearch(query);
  if (search) {
    const read = (n: number) => {
      const { ids, order } = orderedIds(db, query);
      return firstIds(ids, listFilter(query), order, n);
    };
    const rows = (ids: number[]) =>
      db
        .select(userColumns)
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(inArray(users.id, ids));
    const kept = await keptPage(db, search, query, read, rows);
    if (kept) return kept;
  }
  const { ids, order } = orderedIds(db, query);
  const page = pageOfIds(ids, listFilter(query), order, query);
  return db
    .select(userColumns)
    .from(page)
    .innerJoin(users, eq(users.id, page.id))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .orderBy(...order);
}

export async function findUser(db: Queryable, id: number): Promise<(UserDetail & { roleId: number }) | null> {
  const [row] = await db
    .select({
      ...userColumns,
      roleId: users.roleId,
      taskDone: users.taskDone,
      projectDone: users.projectDone,
      taxId: users.taxId,
      language: users.language,
      createdAt: users.createdAt,
      version: users.version,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, id));
  return row ? { ...row, createdAt: row.createdAt.toISOString() } : null;
}

/** Which of the e-mail and username are held by another user (the username compared case-insensitively). */
export async function takenFields(
  db: Queryable,
  fields: { email?: string; username?: string },
  exceptId?: number,
): Promise<('email' | 'username')[]> {
  const matches: SQL[] = [];
  if (fields.email) matches.push(eq(users.email, fields.email));
  if (fields.username) matches.push(sql`lower(${users.username}) = lower(${fields.username})`);
  if (matches.length === 0) return [];
  const rows = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(and(or(...matches), exceptId ? ne(users.id, exceptId) : undefined));
  const taken = new Set<'email' | 'username'>();
  for (const row of rows) {
    if (fields.email && row.email === fields.email) taken.add('email');
    if (fields.username && row.username.toLowerCase() === fields.username.toLowerCase())
      taken.add('username');
  }
  return [...taken];
}

export async function insertUser(db: Queryable, row: UserRow): Promise<number> {
  const [created] = await db.insert(users).values(row).returning({ id: users.id });
  return created.id;
}

export async function updateUser(db: Queryable, id: number, changes: Partial<UserRow>): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, id));
}

export async function deleteUser(db: Queryable, id: number): Promise<boolean> {
  const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return deleted.length > 0;
}

export async function findRoleId(db: Queryable, name: string): Promise<number | null> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  return row?.id ?? null;
}
