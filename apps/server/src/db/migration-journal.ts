import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

type JournalEntry = { idx: number; when: number; tag: string };

let journal: JournalEntry[] | undefined;

/** The migrations this code ships (drizzle-kit's meta/_journal.json), read once. */
export function shippedMigrations(): JournalEntry[] {
  journal ??= (
    JSON.parse(readFileSync(resolve(import.meta.dirname, 'migrations/meta/_journal.json'), 'utf8')) as {
      entries: JournalEntry[];
    }
  ).entries;
  return journal;
}

/**
 * The tags of the shipped migrations the database has not recorded as applied. Drizzle's migrator
 * records each one by its journal `when` (created_at), and applies those later than the last it
 * recorded, so the same key is compared here. Migrations the database has and this code does not
 * (a newer process migrated it) are fine: they are not missing.
 */
export function missingMigrations(applied: number[]): string[] {
  const done = new Set(applied);
  return shippedMigrations()
    .filter((entry) => !done.has(entry.when))
    .map((entry) => entry.tag);
}
