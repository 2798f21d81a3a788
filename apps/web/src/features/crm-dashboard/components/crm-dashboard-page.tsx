import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/app/session/can';
import { useSession } from '@/app/session/session-store';
import { HiddenPageTitle } from '@/components/hidden-page-title';
import { useIntlFormat } from '@/lib/intl-format';
import { crmDashboardQueryOptions } from '../api/get-crm-dashboard';
import { CrmStatCards } from './crm-stat-cards';
import { RecentUsersCard } from './recent-users-card';
import { SignupsChartCard } from './signups-chart-card';
import { UsersByPlanCard } from './users-by-plan-card';
import { UsersByRoleCard } from './users-by-role-card';
import { UsersByStatusCard } from './users-by-status-card';
import { WelcomeCard } from './welcome-card';

/** Where an admin lands: who signed up, in which roles, plans and states, and who is online. */
export function CrmDashboardPage() {
  const { t } = useTranslation('crm-dashboard');
  const { data } = useSuspenseQuery(crmDashboardQueryOptions());
  const session = useSession();
  const canReadUsers = useCan({ action: 'read', subject: 'User' });
  const format = useIntlFormat();
  const firstName = session?.userData.fullName.split(/\s+/)[0] ?? '';
  const total = data.totals.users;
  return (
    <Box>
      <HiddenPageTitle>{t('title')}</HiddenPageTitle>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 4 }}>
          <WelcomeCard name={firstName} signups={data.signups} canReadUsers={canReadUsers} format={format} />
        </Grid>
        <Grid size={{ xs: 12, lg: 8 }}>
          <CrmStatCards data={data} format={format} />
        </Grid>
        <Grid size={{ xs: 12, lg: 8 }}>
          <SignupsChartCard months={data.signupsByMonth} format={format} />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <UsersByRoleCard roles={data.usersByRole} total={total} format={format} />
        </Grid>
        <Grid size={{ xs: 12, lg: 8 }} sx={{ order: { xs: 1, lg: 0 } }}>
          <RecentUsersCard
            users={data.recentUsers}
            total={total}
            canReadUsers={canReadUsers}
            format={format}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <Stack spacing={3}>
            <UsersByStatusCard statuses={data.usersByStatus} total={total} format={format} />
            <UsersByPlanCard plans={data.usersByPlan} total={total} format={format} />
          </Stack>
        </Grid>
      </Grid>
    </Box>
  );
}
