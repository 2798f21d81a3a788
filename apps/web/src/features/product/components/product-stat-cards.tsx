import Skeleton from '@mui/material/Skeleton';
import { type Icon, IconBox, IconCircleCheck, IconPackageOff, IconPackages } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ShareStatCard } from '@/components/stat-card/share-stat-card';
import { StatCardGrid } from '@/components/stat-card/stat-card-grid';
import { useIntlFormat } from '@/lib/intl-format';
import { productStatsQueryOptions } from '../api/get-product-stats';

type Key = 'total' | 'published' | 'inStock' | 'outOfStock';
type Stat = { key: Key; icon: Icon; tint: 'primary' | 'success' | 'info' | 'error' };

const STATS: Stat[] = [
  { key: 'total', icon: IconPackages, tint: 'primary' },
  { key: 'published', icon: IconCircleCheck, tint: 'success' },
  { key: 'inStock', icon: IconBox, tint: 'info' },
  { key: 'outOfStock', icon: IconPackageOff, tint: 'error' },
];

/** Products in all, published, in stock and out of stock; the first card also gives the stock's value. */
export function ProductStatCards() {
  const { t } = useTranslation('product');
  const stats = useQuery(productStatsQueryOptions());
  const { money, number, wholePercent } = useIntlFormat();
  const data = stats.data;
  const total = data?.total ?? 0;
  const countOf = (key: Key) =>
    key === 'total' ? total : key === 'published' ? (data?.byStatus.Published ?? 0) : (data?.[key] ?? 0);
  const hintOf = (key: Key) => {
    if (stats.isError) return t('stats.unavailable');
    if (key === 'total') return data ? t('stats.totalHint', { value: money(data.inventoryValue) }) : '';
    return t(`stats.${key}Hint`);
  };
  return (
    <StatCardGrid
      label={t('stats.label')}
      items={STATS.map(({ key, icon, tint }) => ({
        key,
        card: (
          <ShareStatCard
            title={t(`stats.${key}`)}
            value={stats.isPending ? undefined : number(countOf(key))}
            share={key !== 'total' && data && total > 0 ? wholePercent(countOf(key) / total) : undefined}
            hint={stats.isPending ? <Skeleton width={120} /> : hintOf(key)}
            icon={icon}
            tone={tint}
          />
        ),
      }))}
    />
  );
}
