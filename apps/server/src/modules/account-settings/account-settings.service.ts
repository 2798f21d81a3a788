import {
  type AccountAnswer,
  type AccountNotifications,
  type AccountNotificationsAnswer,
  type AccountNotificationsBody,
  type AccountUpdateBody,
  type BillingAddressBody,
  type BillingAnswer,
  type ConnectionsAnswer,
  defaultAccountNotifications,
  emptySocialLinks,
  integrationKeys,
  type PlanChangeBody,
  type SocialLinksBody,
} from '@app/contracts/account-settings';
import type { Db } from '../../db/client.ts';
import { accountSettings, users } from '../../db/schema/index.ts';
import { claimVersion, claimVersionBy, guardEdit } from '../../lib/edit-version.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import { pendingEmailOf } from '../auth/self-service.service.ts';
import { deleteImage, type SentFile, saveImage } from '../file/file.service.ts';
import { findPlan } from '../pricing/pricing.service.ts';
import {
  insertSettings,
  selectAccount,
  selectSettings,
  updateAccount,
  updateAvatar,
  updateCurrentPlan,
  upsertSettings,
} from './account-settings.repository.ts';

/** Every call here acts on the signed-in user's own rows: no id ever comes from the request. */

async function accountOf(db: Db, userId: number) {
  const row = await selectAccount(db, userId);
  // The session guard found the user a moment ago; only a deletion in between gets here.
  if (!row) throw notFound('User not found');
  return row;
}

export async function getAccount(db: Db, userId: number): Promise<AccountAnswer> {
  const [row, pendingEmail] = await Promise.all([accountOf(db, userId), pendingEmailOf(db, userId)]);
  const { currentPlan: _plan, createdAt, ...rest } = row;
  return { ...rest, pendingEmail, createdAt: createdAt.toISOString() };
}

/** The user's own row, shared with the admin's user form: a stale version answers 409 (docs/edit-conflicts.md). */
export async function saveAccount(db: Db, userId: number, data: AccountUpdateBody) {
  const { version, ...body } = data;
  await guardEdit(
    () =>
      db.transaction(async (tx) => {
        await claimVersion(tx, users, userId, version);
        await updateAccount(tx, userId, body);
      }),
    () => getAccount(db, userId),
  );
  return getAccount(db, userId);
}

/**
 * Saves some columns of the user's settings row, which the notification, social link and billing
 * address forms share. With a version, the first save makes the row; a later one claims it (two first
 * saves meet at the user's key: the second inserts nothing, and its claim finds the first's version).
 */
async function saveSettings(
  db: Db,
  userId: number,
  patch: Parameters<typeof upsertSettings>[2],
  version: number | undefined,
  current: () => Promise<unknown>,
) {
  await guardEdit(
    () =>
      db.transaction(async (tx) => {
        if (version !== undefined) {
          if (await insertSettings(tx, userId, patch)) return;
          await claimVersionBy(tx, accountSettings, accountSettings.userId, userId, version);
        }
        await upsertSettings(tx, userId, patch);
      }),
    current,
  );
}

/**
 * Stores the picture (type checked on its bytes by the file store) and makes it the avatar; the
 * replaced upload is deleted once the new one is in place (a seeded picture is left alone).
 */
export async function saveAvatar(db: Db, storage: FileStorage, userId: number, sent: SentFile) {
  const { url } = await saveImage(storage, sent, 'avatars');
  await replaceAvatar(db, storage, userId, url);
  return getAccount(db, userId);
}

export async function removeAvatar(db: Db, storage: FileStorage, userId: number) {
  await replaceAvatar(db, storage, userId, null);
  return getAccount(db, userId);
}

async function replaceAvatar(db: Db, storage: FileStorage, userId: number, url: string | null) {
  const old = await updateAvatar(db, userId, url);
  if (old !== url) await deleteImage(storage, old, 'avatars');
}

export async function getNotifications(db: Db, userId: number): Promise<AccountNotificationsAnswer> {
  const row = await selectSettings(db, userId);
  const version = row?.version ?? 1;
  return row?.notifications
    ? { notifications: { ...defaultAccountNotifications, ...row.notifications }, saved: true, version }
    : { notifications: defaultAccountNotifications, saved: false, version };
}

/** The user's notification choices (the defaults until saved), for the areas that notify. */
export async function notificationChoicesOf(db: Db, userId: number): Promise<AccountNotifications> {
  return (await getNotifications(db, userId)).notifications;
}

export async function saveNotifications(db: Db, userId: number, body: AccountNotificationsBody) {
  const { version, ...notifications } = body;
  const current = () => getNotifications(db, userId);
  await saveSettings(db, userId, { notifications }, version, current);
  return current();
}

export async function getConnections(db: Db, userId: number): Promise<ConnectionsAnswer> {
  const row = await selectSettings(db, userId);
  return {
    // No integration has OAuth credentials in this installation: none can be connected (docs).
    integrations: integrationKeys.map((key) => ({ key, connected: false, available: false })),
    socialLinks: { ...emptySocialLinks, ...row?.socialLinks },
    version: row?.version ?? 1,
  };
}

export async function saveSocialLinks(db: Db, userId: number, body: SocialLinksBody) {
  const { version, ...socialLinks } = body;
  const current = () => getConnections(db, userId);
  await saveSettings(db, userId, { socialLinks }, version, current);
  return current();
}

export async function getBilling(db: Db, userId: number): Promise<BillingAnswer> {
  const [account, row] = await Promise.all([accountOf(db, userId), selectSettings(db, userId)]);
  return {
    currentPlan: account.currentPlan,
    cycle: row?.planCycle === 'yearly' ? 'yearly' : 'monthly',
    planChangedAt: row?.planChangedAt?.toISOString() ?? null,
    address: row?.billingAddress ?? null,
    version: row?.version ?? 1,
  };
}

export async function changePlan(db: Db, userId: number, body: PlanChangeBody) {
  const plan = await findPlan(db, body.plan);
  if (!plan) throw badRequest('plan', 'is not an offered plan');
  await db.transaction(async (tx) => {
    await updateCurrentPlan(tx, userId, plan.key);
    await upsertSettings(tx, userId, { planCycle: body.cycle, planChangedAt: new Date() });
  });
  return getBilling(db, userId);
}

export async function saveBillingAddress(db: Db, userId: number, body: BillingAddressBody) {
  const { version, ...billingAddress } = body;
  const current = () => getBilling(db, userId);
  await saveSettings(db, userId, { billingAddress }, version, current);
  return current();
}
