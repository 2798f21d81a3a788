import type { ProfileUpdateBody } from '@app/contracts/profile';
import { and, asc, count, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { analyticsProjects, chats, customers, roles, userProfiles, users } from '../../db/schema/index.ts';

type ProfileFields = Omit<ProfileUpdateBody, 'version'>;

/** All SQL of the user profile: the user's own rows, their chats' contacts and the projects they are in. */

export async function selectProfileUser(db: Queryable, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      contact: users.contact,
      country: users.country,
      language: users.language,
      status: users.status,
      avatar: users.avatar,
      taskDone: users.taskDone,
      projectDone: users.projectDone,
      createdAt: users.createdAt,
      roleId: users.roleId,
      role: roles.name,
      roleDescription: roles.description,
      roleMembers: roles.userCount,
      location: userProfiles.location,
      designation: userProfiles.designation,
      about: userProfiles.about,
      coverImage: userProfiles.coverImage,
      version: sql<number>`coalesce(${userProfiles.version}, 1)`,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * A profile never saved shows at version 1, so its first save, with or without a version, makes the
 * row at version 2 (a form that loaded it before then conflicts; docs/edit-conflicts.md).
 */
const FIRST_SAVE_VERSION = 2;

/** Makes the row on the first save; false when it is there already (the caller claims it, then updates). */
export async function insertProfile(db: Queryable, userId: number, body: ProfileFields): Promise<boolean> {
  const rows = await db
    .insert(userProfiles)
    .values({ userId, ...body, version: FIRST_SAVE_VERSION })
    .onConflictDoNothing()
    .returning({ userId: userProfiles.userId });
  return rows.length > 0;
}

export async function upsertProfile(db: Queryable, userId: number, body: ProfileFields) {
  await db
    .insert(userProfiles)
    .values({ userId, ...body, version: FIRST_SAVE_VERSION })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { ...body, updatedAt: sql`now()` } });
}

/** The orders of the shop's customer with the user's address (a user may also be a customer). */
export async function ordersOfEmail(db: Queryable, email: string): Promise<number> {
  const [row] = await db
    .select({ n: customers.orderCount })
    .from(customers)
    .where(sql`lower(${customers.email}) = lower(${email})`);
  return row?.n ?? 0;
}

const chatsOf = (userId: number) => or(eq(chats.userA, userId), eq(chats.userB, userId));

/** How many people the user chats with. */
export async function contactCount(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(chats).where(chatsOf(userId));
  return row?.n ?? 0;
}

/**
 * The people the user chats with, the most recent conversation first, with their role and how many
 * people each of them chats with.
 */
export async function selectContacts(db: Queryable, userId: number, limit: number) {
  const other = sql<number>`case when ${chats.userA} = ${userId} then ${chats.userB} else ${chats.userA} end`;
  const recent = db
    .select({ otherId: other.as('other_id'), lastAt: chats.lastMessageAt })
    .from(chats)
    .where(chatsOf(userId))
    .orderBy(desc(chats.lastMessageAt))
    .limit(limit)
    .as('recent');
  return db
    .select({
      id: users.id,
      name: users.fullName,
      avatar: users.avatar,
      role: roles.name,
      tasks: users.taskDone,
      projects: users.projectDone,
      connections: sql<number>`(select count(*)::int from ${chats} c where c.user_a = ${users.id} or c.user_b = ${users.id})`,
    })
    .from(recent)
    .innerJoin(users, eq(users.id, recent.otherId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .orderBy(desc(recent.lastAt));
}

/** Up to `limit` other members of the role, for a team's avatars. */
export function selectRoleMembers(db: Queryable, roleId: number, userId: number, limit: number) {
  return db
    .select({ name: users.fullName, avatar: users.avatar })
    .from(users)
    .where(and(eq(users.roleId, roleId), ne(users.id, userId), eq(users.status, 'active')))
    .orderBy(asc(users.id))
    .limit(limit);
}

/**
 * Projects the user leads (the table keeps the leader's first name, so their full or first name) or
 * works on (their name in the team; a GIN index of migration 0019 serves the containment).
 */
function projectsOf(fullName: string) {
  const first = fullName.split(' ')[0] ?? fullName;
  return or(
    inArray(analyticsProjects.leader, [fullName, first]),
    sql`${analyticsProjects.team} @> array[${fullName}]::text[]`,
  );
}

export async function countProjects(db: Queryable, fullName: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(analyticsProjects).where(projectsOf(fullName));
  return row?.n ?? 0;
}

export function selectProjects(db: Queryable, fullName: string, limit: number, offset: number) {
  return db
    .select()
    .from(analyticsProjects)
    .where(projectsOf(fullName))
    .orderBy(asc(analyticsProjects.name), asc(analyticsProjects.id))
    .limit(limit)
    .offset(offset);
}
