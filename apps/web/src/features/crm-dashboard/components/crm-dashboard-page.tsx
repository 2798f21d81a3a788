import type { CrmDashboardAnswer } from '@app/contracts';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { useQuery } from '@tanstack/react-query';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardSkeleton } from '@/components/card-skeleton';
import { SalesByCountryCard } from '@/components/country-figures/sales-by-country-card';
import { DashboardFrame, staleFiguresSx } from '@/components/date-range/dashboard-frame';
import { type DateRangeSearch, toRangeQuery } from '@/lib/date-range';
import { type IntlFormat, useIntlFormat } from '@/lib/intl-format';
import { crmDashboardQueryOptions } from '@/lib/queries/crm-dashboard';
import { useCan } from '@/lib/session/can';
import { useSession } from '@/lib/session/session-store';
import { ActivityTimelineCard, RecentTransactionsCard } from './activity-cards';
import { CrmSalesCards } from './crm-sales-cards';
import { CrmStatCards } from './crm-stat-cards';
import { EarningsCard } from './earnings-card';
import { ActiveProjectsCard, ProjectStatusCard } from './projects-cards';
import { RecentUsersCard } from './recent-users-card';
import { SignupsChartCard } from './signups-chart-card';
import { UsersByPlanCard } from './users-by-plan-card';
import { UsersByRoleCard } from './users-by-role-card';
import { UsersByStatusCard } from './users-by-status-card';
import { WelcomeCard } from './welcome-card';

type Props = { search: DateRangeSearch; onSearchChange: (patch: DateRangeSearch) => void };

/**
 * Where an admin lands: the period's sales, revenue and sign-ups against the previous period, earnings,
 * countries, projects, payments and the latest writes, then the user base. The period is in the URL;
 * each card shows its own skeleton until the figures arrive.
 */
export function CrmDashboardPage({ search, onSearchChange }: Props) {
  const { t } = useTranslation('crm-dashboard');
  const dashboard = useQuery(crmDashboardQueryOptions(toRangeQuery(search)));
  const data = dashboard.data;
  const session = useSession();
  const canReadUsers = useCan({ action: 'read', subject: 'User' });
  const format = useIntlFormat();
  const firstName = session?.userData.fullName.split(/\s+/)[0] ?? '';
  return (
    <Box>
      <DashboardFrame
        title={t('title')}
        waiting={t('loading')}
        periods={data}
        requested={search}
        ns="crm-dashboard"
        query={{ ...dashboard, hasData: Boolean(data) }}
        onSearchChange={onSearchChange}
        format={format}
      >
        <Grid
          container
          spacing={3}
          aria-busy={dashboard.isFetching}
          data-testid="crm-dashboard"
          data-stale={dashboard.isPlaceholderData || undefined}
          sx={staleFiguresSx}
        >
          <CrmDashboardCards data={data} format={format} canReadUsers={canReadUsers} firstName={firstName} />
        </Grid>
      </DashboardFrame>
    </Box>
  );
}

type CardsProps = {
  data: CrmDashboardAnswer | undefined;
  format: IntlFormat;
  canReadUsers: boolean;
  firstName: string;
};

/**
 * The cards, drawn again only when the figures change: a new period keeps the previous figures on
 * screen (dimmed) until its own arrive, so the press itself redraws the period control alone.
 */
const CrmDashboardCards = memo(function CrmDashboardCards({
  data,
  format,
  canReadUsers,
  firstName,
}: CardsProps) {
  const total = data?.totals.users ?? 0;
  const card = (height: number, render: () => ReactNode) =>
    data ? render() : <CardSkeleton height={height} />;
  return (
    <>
      <Grid size={12}>
        <CrmSalesCards current={data?.current} previous={data?.previous} format={format} />
      </Grid>
      <Grid size={{ xs: 12, lg: 8 }}>
        {card(300, () => data && <EarningsCard earnings={data.earnings} format={format} />)}
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        {card(
          300,
          () =>
            data && (
              <SalesByCountryCard
                ns="crm-dashboard"
                rows={data.salesByCountry.map((c) => ({ ...c, current: c.sales, previous: c.previousSales }))}
                format={format}
              />
            ),
        )}
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        {card(200, () => data && <ProjectStatusCard status={data.projectStatus} format={format} />)}
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        {card(240, () => data && <ActiveProjectsCard projects={data.activeProjects} format={format} />)}
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        {card(
          240,
          () => data && <RecentTransactionsCard transactions={data.recentTransactions} format={format} />,
        )}
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        {card(200, () => (
          <WelcomeCard
            name={firstName}
            signups={data?.signups ?? { thisMonth: 0, lastMonth: 0, growthPercent: null }}
            canReadUsers={canReadUsers}
            format={format}
          />
        ))}
      </Grid>
      <Grid size={{ xs: 12, lg: 8 }}>
        {card(200, () => data && <CrmStatCards data={data} format={format} />)}
      </Grid>
      <Grid size={{ xs: 12, lg: 8 }}>
        {card(300, () => data && <SignupsChartCard months={data.signupsByMonth} format={format} />)}
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        {card(300, () => data && <UsersByRoleCard roles={data.usersByRole} total={total} format={format} />)}
      </Grid>
      <Grid size={{ xs: 12, lg: 8 }}>
        {card(
          300,
          () =>
            data && (
              <RecentUsersCard
                users={data.recentUsers}
                total={total}
                canReadUsers={canReadUsers}
                format={format}
              />
            ),
        )}
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        {card(300, () => data && <ActivityTimelineCard activity={data.activity} format={format} />)}
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        {card(
          200,
          () => data && <UsersByStatusCard statuses={data.usersByStatus} total={total} format={format} />,
        )}
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        {card(200, () => data && <UsersByPlanCard plans={data.usersByPlan} total={total} format={format} />)}
      </Grid>
    </>
  );
});
