import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { shopSettings } from '../../db/schema/index.ts';

export type StoredSection = { section: string; data: unknown; updatedAt: Date };

export function readSections(db: Queryable): Promise<StoredSection[]> {
  return db
    .select({ section: shopSettings.section, data: shopSettings.data, updatedAt: shopSettings.updatedAt })
    .from(shopSettings);
}

export async function writeSection(
  db: Queryable,
  section: string,
  data: Record<string, unknown>,
  actorId: number,
): Promise<void> {
  await db
    .insert(shopSettings)
    .values({ section, data, updatedBy: actorId })
    .onConflictDoUpdate({
      target: shopSettings.section,
      set: { data, updatedBy: actorId, updatedAt: sql`now()` },
    });
}
