import Grid from '@mui/material/Grid';
import { IconBook, IconCertificate, IconChecklist, IconClock } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ListProps } from '@/components/data-table/list-props';
import { PageHeader } from '@/components/page-header';
import { StatCard } from '@/components/stat-card/stat-card';
import { useIntlFormat } from '@/lib/intl-format';
import type { MyCourseSearch } from '../academy-search';
import { academyDashboardQueryOptions } from '../api/get-academy-dashboard';
import { AcademyCoursesTable } from './academy-courses-table';
import {
  AssignmentsCard,
  TimeSpentCard,
  TopCoursesCard,
  TopicsCard,
  WebinarsCard,
} from './academy-dashboard-cards';

/** The academy dashboard: the user's learning from their completed topics, and every course. */
export function AcademyDashboardPage(props: ListProps<MyCourseSearch>) {
  const { t } = useTranslation('academy');
  const format = useIntlFormat();
  const { data } = useSuspenseQuery(academyDashboardQueryOptions());
  const { totals } = data;
  const hours = Math.floor(totals.minutesLearned / 60);
  return (
    <>
      <PageHeader title={t('dashboard.title')} subtitle={t('dashboard.subtitle')} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            title={t('dashboard.topicsCompleted')}
            value={format.number(totals.topicsCompleted)}
            icon={IconChecklist}
            tone="primary"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            title={t('dashboard.timeLearned')}
            value={t('dashboard.hoursMinutes', {
              hours: format.number(hours),
              minutes: format.number(totals.minutesLearned % 60),
            })}
            icon={IconClock}
            tone="info"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            title={t('dashboard.coursesStarted')}
            value={format.number(totals.coursesStarted)}
            icon={IconBook}
            tone="warning"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            title={t('dashboard.coursesCompleted')}
            value={format.number(totals.coursesCompleted)}
            icon={IconCertificate}
            tone="success"
          />
        </Grid>
        <Grid size={{ xs: 12, lg: 8 }}>
          <TimeSpentCard days={data.timeSpent} total={totals.minutesLearned} format={format} />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <TopicsCard topics={data.topics} format={format} />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <TopCoursesCard courses={data.topCourses} format={format} />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <WebinarsCard webinars={data.upcomingWebinars} format={format} />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <AssignmentsCard assignments={data.assignments} format={format} />
        </Grid>
        <Grid size={12}>
          <AcademyCoursesTable {...props} />
        </Grid>
      </Grid>
    </>
  );
}
