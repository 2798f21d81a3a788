import type { EcommerceDashboardAnswer } from '@app/contracts';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { DonutCard } from '@/components/charts/donut-card';
import { orderStatusTint } from '@/components/order-chips';
import type { IntlFormat } from '@/lib/intl-format';

type Props = { statuses: EcommerceDashboardAnswer['ordersByStatus']; format: IntlFormat };

/** How many orders are in each delivery status, as a donut with its legend. */
export function OrdersByStatusCard({ statuses, format }: Props) {
  const { t } = useTranslation('ecommerce-dashboard');
  const theme = useTheme();
  const total = statuses.reduce((sum, s) => sum + s.count, 0);
  return (
    <DonutCard
      title={t('status.title')}
      subheader={t('status.subtitle', { count: total, value: format.number(total) })}
      slices={statuses.map((s) => ({
        id: s.status,
        label: t(`statuses.${s.status}`, { defaultValue: s.status }),
        value: s.count,
        color: theme.palette[orderStatusTint(s.status)].main,
      }))}
      format={format}
    />
  );
}
