import {
  type AccountAnswer,
  type AccountNotifications,
  type AccountNotificationsAnswer,
  type AccountUpdateBody,
  type BillingAddress,
  type BillingAnswer,
  type ConnectionsAnswer,
  defaultAccountNotifications,
  emptySocialLinks,
  integrationKeys,
  type PlanChangeBody,
  type SocialLinks,
} from '@app/contracts/account-settings';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import { pendingEmailOf } from '../auth/self-service.service.ts';
import { deleteImage, type SentFile, saveImage } from '../file/file.service.ts';
import { findPlan } from '../pricing/pricing.service.ts';
import {
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

export async function saveAccount(db: Db, userId: number, body: AccountUpdateBody) {
  await updateAccount(db, userId, body);
  return getAccount(db, userId);
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
  return row?.notifications
    ? { notifications: { ...defaultAccountNotifications, ...row.notifications }, saved: true }
    : { notifications: defaultAccountNotifications, saved: false };
}

/** The user's notification choices (the defaults until saved), for the areas that notify. */
export async function notificationChoicesOf(db: Db, userId: number): Promise<AccountNotifications> {
  return (await getNotifications(db, userId)).notifications;
}

export async function saveNotifications(db: Db, userId: number, notifications: AccountNotifications) {
  await upsertSettings(db, userId, { notifications });
  return getNotifications(db, userId);
}

export async function getConnections(db: Db, userId: number): Promise<ConnectionsAnswer> {
  const row = await selectSettings(db, userId);
  return {
    // No integration has OAuth credentials in this installation: none can be connected (docs).
    integrations: integrationKeys.map((key) => ({ key, connected: false, available: false })),
    socialLinks: { ...emptySocialLinks, ...row?.socialLinks },
  };
}

export async function saveSocialLinks(db: Db, userId: number, socialLinks: SocialLinks) {
  await upsertSettings(db, userId, { socialLinks });
  return getConnections(db, userId);
}

export async function getBilling(db: Db, userId: number): Promise<BillingAnswer> {
  const [account, row] = await Promise.all([accountOf(db, userId), selectSettings(db, userId)]);
  return {
    currentPlan: account.currentPlan,
    cycle: row?.planCycle === 'yearly' ? 'yearly' : 'monthly',
    planChangedAt: row?.planChangedAt?.toISOString() ?? null,
    address: row?.billingAddress ?? null,
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

export async function saveBillingAddress(db: Db, userId: number, billingAddress: BillingAddress) {
  await upsertSettings(db, userId, { billingAddress });
  return getBilling(db, userId);
}
