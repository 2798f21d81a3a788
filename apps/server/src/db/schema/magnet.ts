import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { stamp } from './ecommerce-columns.ts';
import { editVersion } from './edit-version.ts';

/** The magnet link catalogue (docs/admin-tools.md). One row per info-hash. */
export const magnetLinks = pgTable(
  'magnet_links',
  {
    id: serial('id').primaryKey(),
    /** The link as pasted (trimmed): what "copy" gives back. */
    uri: text('uri').notNull(),
    /** v1 info-hash, 40 lowercase hex digits (base32 links are stored in hex). */
    infoHash: text('info_hash').notNull(),
    name: text('name'),
    trackers: text('trackers').array().notNull().default(sql`'{}'::text[]`),
    length: bigint('length', { mode: 'number' }),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    createdAt: stamp('created_at'),
    version: editVersion(),
  },
  (t) => [
    uniqueIndex('magnet_links_info_hash_idx').on(t.infoHash),
    // Every sort of the list, with the id that breaks ties (lib/list-query.ts).
    index('magnet_links_name_idx').on(t.name, t.id),
    index('magnet_links_length_idx').on(t.length, t.id),
    index('magnet_links_created_idx').on(t.createdAt, t.id),
    index('magnet_links_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('magnet_links_hash_trgm_idx').using('gin', t.infoHash.op('gin_trgm_ops')),
    index('magnet_links_tags_idx').using('gin', t.tags),
    check('magnet_links_info_hash_check', sql`${t.infoHash} ~ '^[0-9a-f]{40}$'`),
    check('magnet_links_length_check', sql`${t.length} >= 0`),
    check('magnet_links_tags_check', sql`cardinality(${t.tags}) <= 5`),
  ],
);
