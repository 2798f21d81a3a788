import {
  type ShopSettings,
  type ShopSettingsAnswer,
  type ShopSettingsSection,
  type shopSettingsBody,
  shopSettingsDefaults,
  shopSettingsSectionNames,
  shopSettingsSections,
} from '@app/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../auth/plugin.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { readSections, writeSection } from './shop-settings.repository.ts';

type SettingsData = z.output<typeof shopSettingsBody>;

/**
 * Every section: the saved one when it still passes its schema, otherwise the default (a section
 * saved before a schema change never breaks the page).
 */
export async function getShopSettings(db: Queryable): Promise<ShopSettingsAnswer> {
  const rows = await readSections(db);
  const settings: Record<string, unknown> = { ...shopSettingsDefaults };
  let updatedAt: Date | null = null;
  for (const row of rows) {
    if (!(shopSettingsSectionNames as string[]).includes(row.section)) continue;
    const parsed = shopSettingsSections[row.section as ShopSettingsSection].safeParse(row.data);
    if (parsed.success) settings[row.section] = parsed.data;
    if (!updatedAt || row.updatedAt > updatedAt) updatedAt = row.updatedAt;
  }
  return { ...(settings as ShopSettings), updatedAt: updatedAt?.toISOString() ?? null };
}

/** Saves the sections sent, each whole, in one transaction; the others stay as they are. */
export async function saveShopSettings(
  db: Db,
  actor: AuthContext,
  body: SettingsData,
): Promise<ShopSettingsAnswer> {
  await db.transaction(async (tx) => {
    for (const section of shopSettingsSectionNames) {
      const data = body[section];
      if (data !== undefined) await writeSection(tx, section, data as Record<string, unknown>, actor.user.id);
    }
  });
  return getShopSettings(db);
}
