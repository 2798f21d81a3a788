import { type Icon, IconUserCheck, IconUserExclamation, IconUserOff, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ShareStatCard } from '@/components/stat-card/share-stat-card';
import { StatCardGrid } from '@/components/stat-card/stat-card-grid';
import { useIntlFormat } from '@/lib/intl-format';
import { userStatsQueryOptions } from '../api/get-user-stats';

type Tint = 'primary' | 'success' | 'warning' | 'secondary';
type Stat = { key: 'total' | 'active' | 'pending' | 'inactive'; icon: Icon; tint: Tint };

const STATS: Stat[] = [
  { key: 'total', icon: IconUsers, tint: 'primary' },
  { key: 'active', icon: IconUserCheck, tint: 'success' },
  { key: 'pending', icon: IconUserExclamation, tint: 'warning' },
  { key: 'inactive', icon: IconUserOff, tint: 'secondary' },
];

/** Total, active, pending and inactive users, each with its share of the total. */
export function UserStatCards() {
  const { t } = useTranslation('user');
  const stats = useQuery(userStatsQueryOptions());
  const { number, wholePercent } = useIntlFormat();
  const total = stats.data?.total ?? 0;
  return (
    <StatCardGrid
      label={t('stats.label')}
      items={STATS.map(({ key, icon, tint }) => {
        const value = key === 'total' ? total : (stats.data?.byStatus[key] ?? 0);
        return {
          key,
          card: (
            <ShareStatCard
              title={t(`stats.${key}`)}
              value={stats.isPending ? undefined : number(value)}
              share={key !== 'total' && stats.data && total > 0 ? wholePercent(value / total) : undefined}
              hint={stats.isError ? t('stats.unavailable') : t(`stats.${key}Hint`)}
              icon={icon}
              tone={tint}
            />
          ),
        };
      })}
    />
  );
}
