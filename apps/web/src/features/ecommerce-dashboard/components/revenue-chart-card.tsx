import type { EcommerceDashboardAnswer } from '@app/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MonthlyBarChart } from '@/components/charts/monthly-bar-chart';
import type { IntlFormat } from '@/lib/intl-format';
import { lastMonths, PERIODS, type Period, summarize } from '../lib/period';

type Props = { months: EcommerceDashboardAnswer['revenueByMonth']; format: IntlFormat };
type Measure = 'revenue' | 'orders';

/** Revenue or orders per month over the chosen period, with the period's totals above the bars. */
export function RevenueChartCard({ months, format }: Props) {
  const { t } = useTranslation('ecommerce-dashboard');
  const [period, setPeriod] = useState<Period>(12);
  const [measure, setMeasure] = useState<Measure>('revenue');
  const rows = lastMonths(months, period);
  const summary = summarize(rows);
  const show = (v: number) => (measure === 'revenue' ? format.money(v) : format.number(v));
  const figures = [
    { key: 'revenue', value: format.money(summary.revenue) },
    { key: 'orders', value: format.number(summary.orders) },
    { key: 'average', value: format.money(summary.averageOrderValue) },
    { key: 'growth', value: summary.growth === null ? '—' : format.percent(summary.growth) },
  ];
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader
        title={t('revenue.title')}
        subheader={t('revenue.subtitle', { count: period, value: format.number(period) })}
        slotProps={{ title: { variant: 'h5', component: 'h2' } }}
        action={
          <ToggleButtonGroup
            size="small"
            exclusive
            value={period}
            onChange={(_, v: Period | null) => v && setPeriod(v)}
            aria-label={t('revenue.period')}
          >
            {PERIODS.map((p) => {
              const short = t('revenue.monthsShort', { value: format.number(p) });
              // The name starts with the visible text (WCAG 2.5.3, label in name), then says it in full.
              return (
                <ToggleButton
                  key={p}
                  value={p}
                  aria-label={`${short}, ${t('revenue.months', { count: p, value: format.number(p) })}`}
                >
                  {short}
                </ToggleButton>
              );
            })}
          </ToggleButtonGroup>
        }
        sx={{ flexWrap: 'wrap', gap: 1, '& .MuiCardHeader-action': { m: 0 } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3, mb: 2 }}>
          {figures.map((f) => (
            <Box key={f.key}>
              <Typography variant="body2" color="text.secondary">
                {t(`revenue.figures.${f.key}`)}
              </Typography>
              <Typography variant="h6" component="p">
                {f.value}
              </Typography>
            </Box>
          ))}
        </Stack>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={measure}
          onChange={(_, v: Measure | null) => v && setMeasure(v)}
          aria-label={t('revenue.measure')}
        >
          <ToggleButton value="revenue">{t('revenue.figures.revenue')}</ToggleButton>
          <ToggleButton value="orders">{t('revenue.figures.orders')}</ToggleButton>
        </ToggleButtonGroup>
        <MonthlyBarChart
          rows={rows}
          dataKey={measure}
          label={t(`revenue.figures.${measure}`)}
          ariaLabel={t('revenue.aria', { value: format.money(summary.revenue) })}
          format={format}
          value={show}
          tick={(v) => (measure === 'revenue' ? format.compactMoney(v) : format.number(v))}
          height={280}
          yAxisWidth={72}
        />
      </CardContent>
    </Card>
  );
}
