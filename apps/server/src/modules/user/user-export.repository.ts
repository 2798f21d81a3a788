import { eq, sql } from 'drizzle-orm';
import { roles, users } from '../../db/schema/index.ts';
import type { ExportRead } from '../../lib/list-query.ts';

export type UserExportRow = {
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

/** What the user export reads of each user (userList reads it batch after batch). */
export const userExportRead: ExportRead<UserExportRow> = {
  columns: {
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
  },
  join: (rows) => rows.innerJoin(roles, eq(roles.id, users.roleId)),
};
