import type { AnalyticsProject, AnalyticsProjectsAnswer, AnalyticsProjectsQuery } from '@app/contracts';
import { asc, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { analyticsProjects as p } from '../../db/schema/index.ts';
import { cappedCount, pageWithTotal } from '../../lib/list-count.ts';
import { orderClause, pageOffset } from '../../lib/paging.ts';
import { textSearch } from '../../lib/search.ts';

const sortColumns = { project: p.name, leader: p.leader, progress: p.progress };

const hours = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

function filter(query: AnalyticsProjectsQuery): SQL | undefined {
  return query.q ? textSearch(query.q, [p.name, p.leader, p.projectType]) : undefined;
}

/** A page of the analytics projects: q on name, leader or type, sorted by project name, leader or progress. */
export async function listAnalyticsProjects(
  db: Queryable,
  query: AnalyticsProjectsQuery,
): Promise<AnalyticsProjectsAnswer> {
  const order = orderClause(sortColumns, query.sortBy, query.orderBy, [asc(p.id)], p.id);
  const { rows, total } = await pageWithTotal(
    query,
    () =>
      db
        .select()
        .from(p)
        .where(filter(query))
        .orderBy(...order)
        .limit(query.itemsPerPage)
        .offset(pageOffset(query.page, query.itemsPerPage)),
    () => cappedCount(db, db.select({ id: p.id }).from(p).where(filter(query))),
  );
  const projects: AnalyticsProject[] = rows.map((r) => ({
    id: r.id,
    logo: r.logo,
    name: r.name,
    project: r.projectType,
    leader: r.leader,
    progress: r.progress,
    hours: hours(r.minutesSpent),
    team: r.team,
    ...(r.extraMembers ? { extraMembers: r.extraMembers } : {}),
  }));
  return { projects, total };
}
