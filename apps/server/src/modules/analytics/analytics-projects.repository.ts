import type { AnalyticsProject, AnalyticsProjectsAnswer, AnalyticsProjectsQuery } from '@app/contracts';
import { getTableColumns } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { analyticsProjects as p } from '../../db/schema/index.ts';
import { defineList } from '../../lib/list-query.ts';

const hours = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/** The analytics projects as a list, declared once (lib/list-query.ts): by id by default, a few rows. */
const projectList = defineList({
  name: 'analytics_projects',
  table: p,
  id: p.id,
  columns: getTableColumns(p),
  toItem: (row) => row,
  defaultSort: { orderBy: 'asc' },
  filters: {},
  search: { text: [p.name, p.leader, p.projectType], index: 'none: a handful of rows' },
  sorts: {
    project: { by: p.name, index: 'analytics_projects_name_idx (name, id)' },
    leader: { by: p.leader, index: 'none: a handful of rows' },
    progress: { by: p.progress, index: 'none: a handful of rows' },
  },
});

/** A page of the analytics projects: q on name, leader or type, sorted by project name, leader or progress. */
export async function listAnalyticsProjects(
  db: Queryable,
  query: AnalyticsProjectsQuery,
): Promise<AnalyticsProjectsAnswer> {
  const { rows, total } = await projectList.page(db, query);
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
