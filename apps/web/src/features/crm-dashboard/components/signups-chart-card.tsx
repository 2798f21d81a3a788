import type { CrmDashboardAnswer } from '@app/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { alpha, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import type { IntlFormat } from '@/lib/intl-format';

type Props = { months: CrmDashboardAnswer['signupsByMonth']; format: IntlFormat };

/** Monthly sign-ups over a year; the current month stands out. Months run right to left in RTL. */
export function SignupsChartCard({ months, format }: Props) {
  const { t } = useTranslation('crm-dashboard');
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  // A phone has room for every other month only; the current month keeps its label.
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const primary = theme.palette.primary.main;
  const keys = months.map((m) => m.month);
  const total = months.reduce((sum, m) => sum + m.count, 0);
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader
        title={t('signups.title')}
        subheader={t('signups.subtitle', {
          count: total,
          value: format.number(total),
          months: format.number(months.length),
        })}
        slotProps={{ title: { variant: 'h5', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Box sx={{ height: 290 }} role="img" aria-label={t('signups.aria', { value: format.number(total) })}>
          <BarChart
            height={290}
            dataset={months}
            series={[
              {
                dataKey: 'count',
                label: t('signups.series'),
                valueFormatter: (v) => (v === null ? '' : format.number(v)),
              },
            ]}
            xAxis={[
              {
                scaleType: 'band',
                dataKey: 'month',
                reverse: rtl,
                // The default 25px is too short for the theme's tick font: the labels would be cut away.
                height: 32,
                tickLabelInterval: (_: string, index: number) =>
                  !narrow || (months.length - 1 - index) % 2 === 0,
                categoryGapRatio: 0.45,
                disableLine: true,
                disableTicks: true,
                valueFormatter: (month: string, context) =>
                  context.location === 'tick' ? format.monthShort(month) : format.monthLong(month),
                colorMap: {
                  type: 'ordinal',
                  values: keys,
                  colors: keys.map((_, i) => (i === keys.length - 1 ? primary : alpha(primary, 0.32))),
                },
              },
            ]}
            yAxis={[
              {
                position: rtl ? 'right' : 'left',
                tickMinStep: 1,
                disableLine: true,
                disableTicks: true,
                width: 36,
                valueFormatter: (v: number) => format.number(v),
              },
            ]}
            grid={{ horizontal: true }}
            borderRadius={6}
            hideLegend
            margin={{ top: 16, bottom: 0, left: 12, right: 12 }}
            sx={{
              '& .MuiChartsGrid-line': { strokeDasharray: '4 4', stroke: theme.palette.divider },
              '& .MuiChartsAxis-tickLabel': { fill: theme.palette.text.secondary },
            }}
          />
        </Box>
      </CardContent>
    </Card>
  );
}
