import type { UserDetail, UserListQuery, UserStatus } from '@app/contracts';
import { and, eq, ne, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { roles, users } from '../../db/schema/index.ts';
import { defineList } from '../../lib/list-query.ts';

export type UserRow = typeof users.$inferInsert;
/** The rows the caller's rules reach (auth/row-rules.ts), added to the list's own filters. */
export type RowReach = { reach?: SQL };
/** The list's query without its paging: what an export filters and sorts by. */
export type UserFilter = Omit<UserListQuery, 'page' | 'itemsPerPage'> & RowReach;

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

/** Role names are unique: one value computed first, so role_id is fixed and (role_id, full_name, id) walks. */
const roleNamed = (name: unknown) =>
  sql`${users.roleId} = (${new QueryBuilder()
    .select({ id: roles.id })
    .from(roles)
    .where(sql`${roles.name} = ${name}`)})`;

/**
 * The user list, declared once (lib/list-query.ts). Paging and counting read the users table alone
 * (a role named in the query is one id computed first); the roles are joined for the page's rows, or
 * to sort by role name.
 */
export const userList = defineList({
  name: 'users',
  table: users,
  id: users.id,
  columns: userColumns,
  toItem: (row) => row,
  join: (rows) => rows.innerJoin(roles, eq(roles.id, users.roleId)),
  changes: ['users', 'roles'],
  filters: {
    role: { where: roleNamed, index: 'users_role_idx (role_id, id), users_role_full_name_idx' },
    plan: { where: (v) => eq(users.currentPlan, v), index: 'users_plan_idx (current_plan, id)' },
    status: { where: (v) => eq(users.status, v), index: 'users_status_idx (status, id)' },
  },
  search: {
    text: [users.fullName, users.username, users.email],
    index: 'users_{full_name,username,email}_trgm_idx (gin_trgm_ops)',
  },
  sorts: {
    user: { by: users.fullName, index: 'users_full_name_idx (full_name, id)' },
    email: { by: users.email, index: 'users_email_idx (email)' },
    role: {
      by: roles.name,
      join: (ids) => ids.innerJoin(roles, eq(roles.id, users.roleId)),
      index: 'the roles (a handful), users_role_full_name_idx',
    },
    plan: { by: users.currentPlan, index: 'users_plan_idx (current_plan, id)' },
    status: { by: users.status, index: 'users_status_idx (status, id)' },
    billing: { by: users.billing, index: 'users_billing_idx (billing, id)' },
  },
  // A filter or the sort by role name (a join of every user with the roles) keeps its ids like a
  // search; the other calls are one walk of the sort's index and counted by the planner's estimate.
  keepIds: (call) => Boolean(call.q || call.role || call.plan || call.status || call.sortBy === 'role'),
});

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
