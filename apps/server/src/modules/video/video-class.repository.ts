import type { VideoClass } from '@app/contracts/video';
import { asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { videoClasses, videos } from '../../db/schema/index.ts';

/** The whole tree (a classification is small), parents before children, with what is under each node. */
export async function listVideoClasses(db: Queryable): Promise<VideoClass[]> {
  // The outer row named in full: drizzle writes a one-table query's columns unqualified.
  const outer = sql.raw('"video_classes"."id"');
  const children = sql<number>`(select count(*)::int from ${videoClasses} c where c.parent_id = ${outer})`;
  const videoCount = sql<number>`(select count(*)::int from ${videos} v where v.class_id = ${outer})`;
  const rows = await db
    .select({
      id: videoClasses.id,
      pid: sql<number>`coalesce(${videoClasses.parentId}, 0)`,
      level: videoClasses.level,
      name: videoClasses.name,
      position: videoClasses.position,
      children,
      videos: videoCount,
      version: videoClasses.version,
    })
    .from(videoClasses)
    .orderBy(asc(videoClasses.level), asc(videoClasses.position), asc(videoClasses.id));
  return rows;
}

export type ClassRow = { id: number; parentId: number | null; level: number; name: string };

export async function findVideoClass(db: Queryable, id: number): Promise<ClassRow | undefined> {
  const [row] = await db
    .select({
      id: videoClasses.id,
      parentId: videoClasses.parentId,
      level: videoClasses.level,
      name: videoClasses.name,
    })
    .from(videoClasses)
    .where(eq(videoClasses.id, id));
  return row;
}

/** Whether a sibling (same parent) already has the name, in any case; `except` is the node renamed. */
export async function siblingNamed(
  db: Queryable,
  parentId: number | null,
  name: string,
  except = 0,
): Promise<boolean> {
  const [row] = await db
    .select({ id: videoClasses.id })
    .from(videoClasses)
    .where(
      sql`coalesce(${videoClasses.parentId}, 0) = ${parentId ?? 0} and lower(${videoClasses.name}) = lower(${name}) and ${videoClasses.id} <> ${except}`,
    );
  return row !== undefined;
}

/** A new node goes last under its parent. */
export async function insertVideoClass(
  db: Queryable,
  data: { parentId: number | null; level: number; name: string },
): Promise<number> {
  const next = sql<number>`(select coalesce(max(position), 0) + 1 from ${videoClasses} where coalesce(parent_id, 0) = ${data.parentId ?? 0})`;
  const [row] = await db
    .insert(videoClasses)
    .values({ ...data, position: next })
    .returning({ id: videoClasses.id });
  return row.id;
}

export async function renameVideoClass(db: Queryable, id: number, name: string): Promise<void> {
  await db.update(videoClasses).set({ name }).where(eq(videoClasses.id, id));
}

/** How many nodes and videos sit directly under a node. */
export async function contentsOf(db: Queryable, id: number): Promise<{ children: number; videos: number }> {
  const result = (await db.execute(
    sql`select (select count(*)::int from ${videoClasses} where parent_id = ${id}) as children,
               (select count(*)::int from ${videos} where class_id = ${id}) as videos`,
  )) as unknown as { rows: { children: number; videos: number }[] };
  return { children: Number(result.rows[0].children), videos: Number(result.rows[0].videos) };
}

export async function deleteVideoClass(db: Queryable, id: number): Promise<void> {
  await db.delete(videoClasses).where(eq(videoClasses.id, id));
}

/** The ids from the category down to `id` (itself last). */
export async function ancestry(db: Queryable, id: number): Promise<{ id: number; name: string }[]> {
  const result = (await db.execute(sql`
    with recursive up as (
      select id, parent_id, name, level from ${videoClasses} where id = ${id}
      union all
      select c.id, c.parent_id, c.name, c.level from ${videoClasses} c join up on c.id = up.parent_id
    )
    select id, name from up order by level`)) as unknown as { rows: { id: number; name: string }[] };
  return result.rows.map((r) => ({ id: Number(r.id), name: r.name }));
}
