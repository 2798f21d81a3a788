import type { AcademyDashboardAnswer } from '@app/contracts';
import Grid from '@mui/material/Grid';
import { IconBook, IconCertificate, IconChecklist, IconClock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardSkeleton } from '@/components/card-skeleton';
import type { ListProps } from '@/components/data-table/list-props';
import { ChangeChip } from '@/components/date-range/change-chip';
import { DashboardFrame, staleFiguresSx } from '@/components/date-range/dashboard-frame';
import { StatCard } from '@/components/stat-card/stat-card';
import { toRangeQuery } from '@/lib/date-range';
import { type IntlFormat, useIntlFormat } from '@/lib/intl-format';
import type { AcademyDashboardSearch } from '../academy-search';
import { academyDashboardQueryOptions } from '../api/get-academy-dashboard';
import { AcademyCoursesTable } from './academy-courses-table';
import {
  AssignmentsCard,
  TimeSpentCard,
  TopCoursesCard,
  TopicsCard,
  WebinarsCard,
} from './academy-dashboard-cards';

/**
 * The academy dashboard: the user's learning in the period of the URL against the previous period,
 * from their completed topics, and every course. Each card shows its own skeleton while loading.
 */
export function AcademyDashboardPage(props: ListProps<AcademyDashboardSearch>) {
  const { t } = useTranslation('academy');
  const format = useIntlFormat();
  const dashboard = useQuery(academyDashboardQueryOptions(toRangeQuery(props.search)));
  const data = dashboard.data;
  return (
    <DashboardFrame
      title={t('dashboard.title')}
      waiting={t('dashboard.subtitle')}
      periods={data}
      requested={props.search}
      ns="academy"
      query={{ ...dashboard, hasData: Boolean(data) }}
      onSearchChange={(range) => props.onSearchChange(range)}
      format={format}
    >
      <Grid
        container
        spacing={3}
        aria-busy={dashboard.isFetching}
        data-stale={dashboard.isPlaceholderData || undefined}
        sx={staleFiguresSx}
      >
        <AcademyPeriodCards data={data} format={format} />
        <Grid size={12}>
          <AcademyCoursesTable {...props} />
        </Grid>
      </Grid>
    </DashboardFrame>
  );
}

/**
 * The period's cards, drawn again only when the figures change: a new period keeps the previous
 * figures on screen (dimmed) until its own arrive, so the press itself redraws the period control alone.
 */
const AcademyPeriodCards = memo(function AcademyPeriodCards({
  data,
  format,
}: {
  data: AcademyDashboardAnswer | undefined;
  format: IntlFormat;
}) {
  const { t } = useTranslation('academy');
  const duration = (minutes: number) =>
    t('dashboard.hoursMinutes', {
      hours: format.number(Math.floor(minutes / 60)),
      minutes: format.number(minutes % 60),
    });
  const card = (height: number, render: (d: AcademyDashboardAnswer) => ReactNode) =>
    data ? render(data) : <CardSkeleton height={height} />;
  return (
    <>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <StatCard
          title={t('dashboard.topicsCompleted')}
          value={data && format.number(data.learned.topics)}
          hint={t('dashboard.inPeriod')}
          badge={
            data && (
              <ChangeChip current={data.learned.topics} previous={data.previous.topics} format={format} />
            )
          }
          icon={IconChecklist}
          tone="primary"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <StatCard
          title={t('dashboard.timeLearned')}
          value={data && duration(data.learned.minutes)}
          hint={t('dashboard.inPeriod')}
          badge={
            data && (
              <ChangeChip
                current={data.learned.minutes}
                previous={data.previous.minutes}
                format={format}
                show={duration}
              />
            )
          }
          icon={IconClock}
          tone="info"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <StatCard
          title={t('dashboard.coursesStarted')}
          value={data && format.number(data.totals.coursesStarted)}
          hint={t('dashboard.now')}
          icon={IconBook}
          tone="warning"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <StatCard
          title={t('dashboard.coursesCompleted')}
          value={data && format.number(data.totals.coursesCompleted)}
          hint={t('dashboard.now')}
          icon={IconCertificate}
          tone="success"
        />
      </Grid>
      <Grid size={{ xs: 12, lg: 8 }}>
        {card(240, (d) => (
          <TimeSpentCard days={d.timeSpent} total={d.totals.minutesLearned} format={format} />
        ))}
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        {card(240, (d) => (
          <TopicsCard topics={d.topics} format={format} />
        ))}
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        {card(240, (d) => (
          <TopCoursesCard courses={d.topCourses} format={format} />
        ))}
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        {card(240, (d) => (
          <WebinarsCard webinars={d.upcomingWebinars} format={format} />
        ))}
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        {card(240, (d) => (
          <AssignmentsCard assignments={d.assignments} format={format} />
        ))}
      </Grid>
    </>
  );
});
