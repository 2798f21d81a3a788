import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import type { ShipmentBarsProps } from './shipment-statistics-card';

/** The shipped and delivered bars of ShipmentStatisticsCard, loaded lazily with MUI X Charts. */
export function ShipmentBars({ rows, height: HEIGHT, step, label }: ShipmentBarsProps) {
  const { t } = useTranslation('logistics');
  const theme = useTheme();
  return (
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
  );
}
