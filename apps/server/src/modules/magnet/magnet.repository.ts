import type { MagnetLink, MagnetListQuery } from '@app/contracts/magnet';
import { and, arrayContains, desc, eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { magnetLinks } from '../../db/schema/index.ts';
import { cappedCount, type ListTotal } from '../../lib/list-count.ts';
import { orderClause, pageOfIds } from '../../lib/paging.ts';
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

/** Sort keys, each with its (column, id) index. */
const sortColumns = {
  name: magnetLinks.name,
  length: magnetLinks.length,
  createdAt: magnetLinks.createdAt,
};

/**
 * `hash` is set when q is a whole info-hash (or a pasted link): then only the unique index is asked.
 * Otherwise q is a part of the name or of the hex hash, each with its trigram index.
 */
export type MagnetFilter = { q: string; hash: string | null; tag: string };

function listFilter(filter: MagnetFilter): SQL | undefined {
  const search = filter.hash
    ? eq(magnetLinks.infoHash, filter.hash)
    : filter.q
      ? textSearch(filter.q, [magnetLinks.name, magnetLinks.infoHash])
      : undefined;
  return and(search, filter.tag ? arrayContains(magnetLinks.tags, [filter.tag]) : undefined);
}

const toLink = ({ createdAt, ...row }: Omit<MagnetLink, 'createdAt'> & { createdAt: Date }): MagnetLink => ({
  ...row,
  createdAt: createdAt.toISOString(),
});

export function countMagnets(db: Queryable, filter: MagnetFilter): Promise<ListTotal> {
  return cappedCount(db, db.select({ id: magnetLinks.id }).from(magnetLinks).where(listFilter(filter)));
}

const defaultOrder = [desc(magnetLinks.createdAt), desc(magnetLinks.id)];

export async function listMagnets(
  db: Queryable,
  filter: MagnetFilter,
  query: MagnetListQuery,
): Promise<MagnetLink[]> {
  const order = orderClause(sortColumns, query.sortBy, query.orderBy, defaultOrder, magnetLinks.id);
  const ids = db.select({ id: magnetLinks.id }).from(magnetLinks).$dynamic();
  const page = pageOfIds(ids, listFilter(filter), order, query);
  const rows = await db
    .select(columns)
    .from(page)
    .innerJoin(magnetLinks, eq(magnetLinks.id, page.id))
    .orderBy(...order);
  return rows.map(toLink);
}

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
