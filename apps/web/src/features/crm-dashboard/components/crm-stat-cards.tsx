import type { CrmDashboardAnswer } from '@app/contracts';
import Grid from '@mui/material/Grid';
import { IconDeviceLaptop, IconHourglass, IconUserCheck, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { shareOf } from '../lib/format';
import type { DashboardFormat } from '../lib/use-dashboard-format';
import { GrowthChip } from './growth-chip';
import { StatCard } from './stat-card';

type Props = { data: CrmDashboardAnswer; format: DashboardFormat };

/** The four headline figures, two by two on wide screens and one under another on a phone. */
export function CrmStatCards({ data, format }: Props) {
  const { t } = useTranslation('crm-dashboard');
  const { totals, signups } = data;
  const n = format.number;
  // How much the user base grew this month: this month's sign-ups over the users there were before.
  const before = totals.users - signups.thisMonth;
  const baseGrowth = before > 0 ? Math.round((signups.thisMonth / before) * 1000) / 10 : null;
  return (
    <Grid container spacing={3} sx={{ height: '100%' }}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <StatCard
          title={t('stats.totalUsers')}
          value={n(totals.users)}
          hint={t('stats.totalUsersHint', {
            roles: t('stats.roles', { count: totals.roles, value: n(totals.roles) }),
            permissions: t('stats.permissions', { count: totals.permissions, value: n(totals.permissions) }),
          })}
          icon={IconUsers}
          tone="primary"
          badge={<GrowthChip percent={baseGrowth} title={t('stats.growthThisMonth')} format={format} />}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <StatCard
          title={t('stats.activeUsers')}
          value={n(totals.active)}
          hint={t('stats.activeHint', { share: format.percent(shareOf(totals.active, totals.users)) })}
          icon={IconUserCheck}
          tone="success"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <StatCard
          title={t('stats.pendingUsers')}
          value={n(totals.pending)}
          hint={t('stats.pendingHint', { share: format.percent(shareOf(totals.pending, totals.users)) })}
          icon={IconHourglass}
          tone="warning"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <StatCard
          title={t('stats.sessions')}
          value={n(data.activeSessions)}
          hint={t('stats.sessionsHint')}
          icon={IconDeviceLaptop}
          tone="info"
        />
      </Grid>
    </Grid>
  );
}
