import type { CrmDashboardAnswer } from '@app/contracts';
import { IconDeviceLaptop, IconHourglass, IconUserCheck, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { GrowthChip } from '@/components/stat-card/growth-chip';
import { StatCard } from '@/components/stat-card/stat-card';
import { StatCardGrid } from '@/components/stat-card/stat-card-grid';
import type { IntlFormat } from '@/lib/intl-format';
import { shareOf } from '../lib/format';

type Props = { data: CrmDashboardAnswer; format: IntlFormat };

/** The four headline figures, two by two on wide screens and one under another on a phone. */
export function CrmStatCards({ data, format }: Props) {
  const { t } = useTranslation('crm-dashboard');
  const { totals, signups } = data;
  const n = format.number;
  // How much the user base grew this month: this month's sign-ups over the users there were before.
  const before = totals.users - signups.thisMonth;
  const baseGrowth = before > 0 ? Math.round((signups.thisMonth / before) * 1000) / 10 : null;
  const cards = [
    {
      key: 'totalUsers',
      value: n(totals.users),
      hint: t('stats.totalUsersHint', {
        roles: t('stats.roles', { count: totals.roles, value: n(totals.roles) }),
        permissions: t('stats.permissions', { count: totals.permissions, value: n(totals.permissions) }),
      }),
      icon: IconUsers,
      tone: 'primary' as const,
      badge: <GrowthChip percent={baseGrowth} title={t('stats.growthThisMonth')} format={format} />,
    },
    {
      key: 'activeUsers',
      value: n(totals.active),
      hint: t('stats.activeHint', { share: format.percent(shareOf(totals.active, totals.users)) }),
      icon: IconUserCheck,
      tone: 'success' as const,
    },
    {
      key: 'pendingUsers',
      value: n(totals.pending),
      hint: t('stats.pendingHint', { share: format.percent(shareOf(totals.pending, totals.users)) }),
      icon: IconHourglass,
      tone: 'warning' as const,
    },
    {
      key: 'sessions',
      value: n(data.activeSessions),
      hint: t('stats.sessionsHint'),
      icon: IconDeviceLaptop,
      tone: 'info' as const,
    },
  ];
  return (
    <StatCardGrid
      columns={2}
      sx={{ height: '100%' }}
      items={cards.map(({ key, ...c }) => ({ key, card: <StatCard title={t(`stats.${key}`)} {...c} /> }))}
    />
  );
}
