import type { ReviewStatsAnswer } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviews } from '../../db/schema/index.ts';

const int = (expr: ReturnType<typeof sql>) => sql<number>`(${expr})::int`;

/** The rating distribution, the average and the counts by status, in one query. */
export async function reviewStats(db: Db): Promise<ReviewStatsAnswer> {
  const [row] = await db
    .select({
      total: int(sql`count(*)`),
      average: sql<number>`coalesce(round(avg(${reviews.rating}), 2), 0)::float8`,
      r1: int(sql`count(*) filter (where ${reviews.rating} = 1)`),
      r2: int(sql`count(*) filter (where ${reviews.rating} = 2)`),
      r3: int(sql`count(*) filter (where ${reviews.rating} = 3)`),
      r4: int(sql`count(*) filter (where ${reviews.rating} = 4)`),
      r5: int(sql`count(*) filter (where ${reviews.rating} = 5)`),
      pending: int(sql`count(*) filter (where ${reviews.status} = 'Pending')`),
      published: int(sql`count(*) filter (where ${reviews.status} = 'Published')`),
      lastWeek: int(sql`count(*) filter (where ${reviews.reviewedAt} >= now() - interval '7 days')`),
    })
    .from(reviews);
  const byRating = [row.r1, row.r2, row.r3, row.r4, row.r5].map((count, i) => ({ rating: i + 1, count }));
  return {
    total: row.total,
    average: Number(row.average),
    byRating,
    pending: row.pending,
    published: row.published,
    positive: row.r4 + row.r5,
    lastWeek: row.lastWeek,
  };
}
