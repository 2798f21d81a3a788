import type { LogisticsDashboardAnswer } from '@app/contracts';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import type { IntlFormat } from '@/lib/intl-format';
import { DashboardCard } from './dashboard-card';

type Props = { statistics?: LogisticsDashboardAnswer['shipmentStatistics']; format: IntlFormat };

const HEIGHT = 300;

/** Bars of shipped and delivered per day (per month over long periods), every bucket of the period on the axis. */
export function ShipmentStatisticsCard({ statistics, format }: Props) {
  const { t } = useTranslation('logistics');
  const theme = useTheme();
  const rows = statistics?.rows ?? [];
  const shipped = rows.reduce((s, r) => s + r.shipped, 0);
  const delivered = rows.reduce((s, r) => s + r.delivered, 0);
  const dayFormat = new Intl.DateTimeFormat(format.locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  // Every bucket has a bar, but only about eight have a label: dates side by side would overlap.
  const step = Math.max(1, Math.ceil(rows.length / 8));
  const label = (key: string) =>
    statistics?.bucket === 'month' ? format.monthShort(key) : dayFormat.format(new Date(`${key}T00:00:00Z`));
  return (
    <DashboardCard
      title={t('statistics.title')}
      subtitle={
        statistics &&
        t('statistics.subtitle', { shipped: format.number(shipped), delivered: format.number(delivered) })
      }
      ready={Boolean(statistics)}
      skeletonHeight={HEIGHT}
    >
      <Box
        sx={{ height: HEIGHT }}
        role="img"
        aria-label={t('statistics.aria', {
          shipped: format.number(shipped),
          delivered: format.number(delivered),
        })}
      >
        <BarChart
          height={HEIGHT}
          dataset={rows}
          series={[
            { dataKey: 'shipped', label: t('statistics.shipped'), color: theme.palette.primary.main },
            { dataKey: 'delivered', label: t('statistics.delivered'), color: theme.palette.success.main },
          ]}
          xAxis={[
            {
              scaleType: 'band',
              dataKey: 'key',
              categoryGapRatio: 0.35,
              barGapRatio: 0.1,
              height: 32,
              disableLine: true,
              disableTicks: true,
              tickLabelInterval: (_: string, index: number) => index % step === 0,
              reverse: theme.direction === 'rtl',
              valueFormatter: (key: string) => label(key),
            },
          ]}
          yAxis={[{ position: theme.direction === 'rtl' ? 'right' : 'left', tickMinStep: 1, width: 40 }]}
          grid={{ horizontal: true }}
          borderRadius={4}
          margin={{ top: 16, bottom: 0, left: 8, right: 8 }}
          sx={{
            '& .MuiChartsGrid-line': { strokeDasharray: '4 4', stroke: theme.palette.divider },
            '& .MuiChartsAxis-tickLabel': { fill: theme.palette.text.secondary },
          }}
        />
      </Box>
    </DashboardCard>
  );
}
