import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { shopSettings } from '../../db/schema/index.ts';

export type StoredSection = { section: string; data: unknown; updatedAt: Date; version: number };

export function readSections(db: Queryable): Promise<StoredSection[]> {
  return db
    .select({
      section: shopSettings.section,
      data: shopSettings.data,
      updatedAt: shopSettings.updatedAt,
      version: shopSettings.version,
    })
    .from(shopSettings);
}

/** A section never saved shows its defaults at version 1: its first save, with or without a version, is 2. */
const FIRST_SAVE_VERSION = 2;

export async function writeSection(
  db: Queryable,
  section: string,
  data: Record<string, unknown>,
  actorId: number,
): Promise<void> {
  await db
    .insert(shopSettings)
    .values({ section, data, updatedBy: actorId, version: FIRST_SAVE_VERSION })
    .onConflictDoUpdate({
      target: shopSettings.section,
      set: { data, updatedBy: actorId, updatedAt: sql`now()` },
    });
}

/**
 * The first save of a section never saved; false, writing nothing, when the section has a row (or
 * another first save is inserting it).
 */
export async function insertSection(
  db: Queryable,
  section: string,
  data: Record<string, unknown>,
  actorId: number,
): Promise<boolean> {
  const inserted = await db
    .insert(shopSettings)
    .values({ section, data, updatedBy: actorId, version: FIRST_SAVE_VERSION })
    .onConflictDoNothing({ target: shopSettings.section })
    .returning({ section: shopSettings.section });
  return inserted.length > 0;
}
