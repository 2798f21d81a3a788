import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/retry-alert';

export type FiguresArea = 'shop' | 'crm' | 'logistics' | 'analytics';

type Props<T> = {
  /** Whose figures: names the dashboard in the messages. */
  area: FiguresArea;
  figures: { allowed: boolean; query: UseQueryResult<T> };
  /** The chart's height, kept while the figures load. */
  height: number;
  children: (data: T) => ReactNode;
};

/**
 * A specimen's real figures: the chart once they have arrived, a placeholder of its height until then,
 * and plainly why there is no chart when the user may not read the area or the request failed.
 */
export function ChartFigures<T>({ area, figures, height, children }: Props<T>) {
  const { t } = useTranslation('ui-kit');
  const source = t(`charts.figures.areas.${area}`);
  if (!figures.allowed) return <Alert severity="info">{t('charts.figures.denied', { source })}</Alert>;
  const { query } = figures;
  if (query.data) return children(query.data);
  if (query.isError)
    return (
      <RetryAlert retryLabel={t('charts.figures.retry')} onRetry={() => void query.refetch()}>
        {t('charts.figures.error', { source })}
      </RetryAlert>
    );
  return <Skeleton variant="rounded" height={height} />;
}
