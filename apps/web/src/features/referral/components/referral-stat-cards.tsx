import { IconCurrencyDollar, IconGift, IconHourglass, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/retry-alert';
import { StatCard } from '@/components/stat-card/stat-card';
import { StatCardGrid } from '@/components/stat-card/stat-card-grid';
import { useIntlFormat } from '@/lib/intl-format';
import { referralStatsQueryOptions } from '../api/get-referral-stats';

/** Sign-ups, total earnings, what was paid and what is still owed. */
export function ReferralStatCards() {
  const { t } = useTranslation('referral');
  const format = useIntlFormat();
  const stats = useQuery(referralStatsQueryOptions());
  if (stats.isError) {
    return (
      <RetryAlert retryLabel={t('list.retry')} onRetry={() => void stats.refetch()}>
        {t('stats.error')}
      </RetryAlert>
    );
  }
  const s = stats.data;
  const cards = [
    {
      key: 'signups',
      icon: IconUserPlus,
      tone: 'primary' as const,
      value: s && format.number(s.signups),
      hint: s && t('stats.signupsHint', { value: format.number(s.lastMonth) }),
    },
    {
      key: 'earning',
      icon: IconCurrencyDollar,
      tone: 'success' as const,
      value: s && format.money(s.totalEarning),
      hint: s && t('stats.earningHint', { value: format.money(s.totalValue) }),
    },
    {
      key: 'paid',
      icon: IconGift,
      tone: 'info' as const,
      value: s && format.money(s.paid),
      hint: t('stats.paidHint'),
    },
    {
      key: 'unpaid',
      icon: IconHourglass,
      tone: 'warning' as const,
      value: s && format.money(s.unpaid),
      hint: t('stats.unpaidHint'),
    },
  ];
  return (
    <StatCardGrid
      items={cards.map(({ key, ...c }) => ({
        key,
        card: <StatCard title={t(`stats.${key}`)} {...c} />,
      }))}
    />
  );
}
