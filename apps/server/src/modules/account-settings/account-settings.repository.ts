import type {
  AccountNotifications,
  AccountUpdateBody,
  BillingAddress,
  SocialLinks,
} from '@app/contracts/account-settings';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { accountSettings, roles, users } from '../../db/schema/index.ts';

/** All SQL of the account settings: the caller's own users row and account_settings row. */

export async function selectAccount(db: Queryable, userId: number) {
  const [row] = await db
    .select({
      fullName: users.fullName,
      username: users.username,
      email: users.email,
      contact: users.contact,
      company: users.company,
      country: users.country,
      language: users.language,
      avatar: users.avatar,
      role: roles.name,
      createdAt: users.createdAt,
      currentPlan: users.currentPlan,
      version: users.version,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function updateAccount(db: Queryable, userId: number, body: Omit<AccountUpdateBody, 'version'>) {
  await db.update(users).set(body).where(eq(users.id, userId));
}

/** Sets the avatar and answers the one it replaced, read in the same statement (row-locked). */
export async function updateAvatar(db: Queryable, userId: number, avatar: string | null) {
  const res = (await db.execute(sql`
    update users u set avatar = ${avatar}
    from (select id, avatar from users where id = ${userId} for update) old
    where u.id = old.id
    returning old.avatar`)) as unknown as { rows: { avatar: string | null }[] };
  return res.rows[0]?.avatar ?? null;
}

export async function updateCurrentPlan(db: Queryable, userId: number, plan: string) {
  await db.update(users).set({ currentPlan: plan }).where(eq(users.id, userId));
}

export async function selectSettings(db: Queryable, userId: number) {
  const [row] = await db.select().from(accountSettings).where(eq(accountSettings.userId, userId));
  return row ?? null;
}

type SettingsPatch = Partial<{
  notifications: AccountNotifications;
  socialLinks: SocialLinks;
  billingAddress: BillingAddress;
  planCycle: string;
  planChangedAt: Date;
}>;

/**
 * Settings never saved show at version 1, so the row's first save, with or without a version, makes
 * it at version 2 (a form that loaded the defaults then conflicts; docs/edit-conflicts.md).
 */
const FIRST_SAVE_VERSION = 2;

/** Makes the row on the first save; false when it is there already (the caller claims it, then updates). */
export async function insertSettings(db: Queryable, userId: number, patch: SettingsPatch): Promise<boolean> {
  const rows = await db
    .insert(accountSettings)
    .values({ userId, ...patch, version: FIRST_SAVE_VERSION })
    .onConflictDoNothing()
    .returning({ userId: accountSettings.userId });
  return rows.length > 0;
}

/** Writes some columns of the user's row, making it on the first save. */
export async function upsertSettings(db: Queryable, userId: number, patch: SettingsPatch) {
  await db
    .insert(accountSettings)
    .values({ userId, ...patch, version: FIRST_SAVE_VERSION })
    .onConflictDoUpdate({ target: accountSettings.userId, set: { ...patch, updatedAt: sql`now()` } });
}
