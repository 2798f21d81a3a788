import { type MagnetLink, normalizeInfoHash } from '@app/contracts/magnet';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { magnetLinks } from '../../db/schema/index.ts';
import { defineList } from '../../lib/list-query.ts';
import { textSearch } from '../../lib/search.ts';

export type MagnetRow = typeof magnetLinks.$inferInsert;

const columns = {
  id: magnetLinks.id,
  uri: magnetLinks.uri,
  infoHash: magnetLinks.infoHash,
  name: magnetLinks.name,
  trackers: magnetLinks.trackers,
  length: magnetLinks.length,
  tags: magnetLinks.tags,
  createdAt: magnetLinks.createdAt,
  version: magnetLinks.version,
};

const toLink = ({ createdAt, ...row }: Omit<MagnetLink, 'createdAt'> & { createdAt: Date }): MagnetLink => ({
  ...row,
  createdAt: createdAt.toISOString(),
});

/**
 * The info-hash q names whole, else null: a whole hash (hex or base32) or a pasted magnet link in the
 * search box means "this info-hash". The link's hash is read on its own: the search text is cut at
 * 200 characters, often inside the trackers.
 */
function wholeHashIn(q: string): string | null {
  const linkHash = /^magnet:\?/i.test(q) ? /[?&]xt(?:\.\d+)?=urn:btih:([0-9a-z]+)/i.exec(q)?.[1] : undefined;
  return normalizeInfoHash(linkHash ?? q);
}

/** The magnet links as a list, declared once (lib/list-query.ts): newest first by default. */
export const magnetList = defineList({
  name: 'magnet_links',
  table: magnetLinks,
  id: magnetLinks.id,
  columns,
  toItem: toLink,
  idsFirst: true,
  defaultSort: { sortBy: 'createdAt', orderBy: 'desc' },
  filters: {
    tag: {
      where: (v) => sql`${magnetLinks.tags} @> array[${v}]::text[]`,
      index: 'magnet_links_tags_idx (gin)',
    },
  },
  search: {
    // A whole info-hash asks the unique index only; otherwise q is a part of the name or of the hex
    // hash, each with its trigram index.
    where: (q) => {
      const hash = wholeHashIn(q);
      return hash ? eq(magnetLinks.infoHash, hash) : textSearch(q, [magnetLinks.name, magnetLinks.infoHash]);
    },
    index: 'the info_hash unique index, magnet_links_{name,hash}_trgm_idx',
  },
  sorts: {
    name: { by: magnetLinks.name, index: 'magnet_links_name_idx (name, id)' },
    length: { by: magnetLinks.length, index: 'magnet_links_length_idx (length, id)' },
    createdAt: { by: magnetLinks.createdAt, index: 'magnet_links_created_idx (created_at, id)' },
  },
});

export async function findMagnet(db: Queryable, id: number): Promise<MagnetLink | null> {
  const [row] = await db.select(columns).from(magnetLinks).where(eq(magnetLinks.id, id));
  return row ? toLink(row) : null;
}

export async function findMagnetByHash(db: Queryable, infoHash: string): Promise<MagnetLink | null> {
  const [row] = await db.select(columns).from(magnetLinks).where(eq(magnetLinks.infoHash, infoHash));
  return row ? toLink(row) : null;
}

export async function insertMagnet(db: Queryable, row: MagnetRow): Promise<MagnetLink> {
  const [created] = await db.insert(magnetLinks).values(row).returning(columns);
  return toLink(created);
}

export async function updateMagnetTags(
  db: Queryable,
  id: number,
  tags: string[],
): Promise<MagnetLink | null> {
  const [row] = await db.update(magnetLinks).set({ tags }).where(eq(magnetLinks.id, id)).returning(columns);
  return row ? toLink(row) : null;
}

export async function deleteMagnet(db: Queryable, id: number): Promise<boolean> {
  const deleted = await db
    .delete(magnetLinks)
    .where(eq(magnetLinks.id, id))
    .returning({ id: magnetLinks.id });
  return deleted.length > 0;
}
