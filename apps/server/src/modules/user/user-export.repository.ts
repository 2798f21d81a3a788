import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { roles, users } from '../../db/schema/index.ts';
import { type KeysetAfter, keyset } from '../../lib/keyset.ts';
import { listFilter, type UserFilter, sortColumns as userSortColumns } from './user.repository.ts';

export type UserExportRow = KeysetAfter & {
  fullName: string;
  username: string;
  email: string;
  role: string;
  currentPlan: string;
  billing: string;
  status: string;
  company: string;
  country: string;
  contact: string;
};

/** One batch of the export in the list's sort, after the last row of the batch before. */
export function exportUsersBatch(
  db: Queryable,
  query: UserFilter,
  after: KeysetAfter | undefined,
  size: number,
): Promise<UserExportRow[]> {
  const sort = keyset(query.sortBy && userSortColumns[query.sortBy], users.id, query.orderBy);
  return db
    .select({
      id: users.id,
      key: sort.key,
      fullName: users.fullName,
      username: users.username,
      email: users.email,
      role: roles.name,
      currentPlan: sql<string>`${users.currentPlan}`,
      billing: sql<string>`${users.billing}`,
      status: sql<string>`${users.status}`,
      company: sql<string>`${users.company}`,
      country: sql<string>`${users.country}`,
      contact: sql<string>`${users.contact}`,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(listFilter(query), sort.after(after)))
    .orderBy(...sort.order)
    .limit(size);
}
