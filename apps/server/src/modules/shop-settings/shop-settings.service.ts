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
import { shopSettings } from '../../db/schema/index.ts';
import { claimVersionBy, guardEdit } from '../../lib/edit-version.ts';
import { insertSection, readSections, writeSection } from './shop-settings.repository.ts';

type SettingsData = z.output<typeof shopSettingsBody>;

/**
 * Every section: the saved one when it still passes its schema, otherwise the default (a section
 * saved before a schema change never breaks the page).
 */
export async function getShopSettings(db: Queryable): Promise<ShopSettingsAnswer> {
  const rows = await readSections(db);
  const settings: Record<string, unknown> = { ...shopSettingsDefaults };
  const versions = Object.fromEntries(shopSettingsSectionNames.map((name) => [name, 1]));
  let updatedAt: Date | null = null;
  for (const row of rows) {
    if (!(shopSettingsSectionNames as string[]).includes(row.section)) continue;
    const parsed = shopSettingsSections[row.section as ShopSettingsSection].safeParse(row.data);
    if (parsed.success) settings[row.section] = parsed.data;
    versions[row.section] = row.version;
    if (!updatedAt || row.updatedAt > updatedAt) updatedAt = row.updatedAt;
  }
  return {
    ...(settings as ShopSettings),
    updatedAt: updatedAt?.toISOString() ?? null,
    versions: versions as ShopSettingsAnswer['versions'],
  };
}

/**
 * Saves the sections sent, each whole, in one transaction; the others stay as they are. With a
 * version (one section; docs/edit-conflicts.md), a section never saved (its defaults, version 1) is
 * inserted at version 2; otherwise its row is claimed at that version. Two first saves meet
 * at the section's key: the second waits, inserts nothing, and its claim finds the first's version.
 */
export async function saveShopSettings(
  db: Db,
  actor: AuthContext,
  body: SettingsData,
): Promise<ShopSettingsAnswer> {
  const { version, ...sections } = body;
  await guardEdit(
    () =>
      db.transaction(async (tx) => {
        for (const section of shopSettingsSectionNames) {
          const data = sections[section];
          if (data === undefined) continue;
          const row = data as Record<string, unknown>;
          if (version !== undefined) {
            if (await insertSection(tx, section, row, actor.user.id)) continue;
            await claimVersionBy(tx, shopSettings, shopSettings.section, section, version);
          }
          await writeSection(tx, section, row, actor.user.id);
        }
      }),
    () => getShopSettings(db),
  );
  return getShopSettings(db);
}
