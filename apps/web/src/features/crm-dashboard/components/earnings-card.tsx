import type { CrmDashboardAnswer } from '@app/contracts';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MonthlyBarChart } from '@/components/charts/monthly-bar-chart';
import type { IntlFormat } from '@/lib/intl-format';

type Props = { earnings: CrmDashboardAnswer['earnings']; format: IntlFormat };
const MEASURES = ['sales', 'revenue', 'orders'] as const;
type Measure = (typeof MEASURES)[number];

/** Sales, revenue or orders per day (or month) of the period, one tab each. */
export function EarningsCard({ earnings, format }: Props) {
  const { t } = useTranslation('crm-dashboard');
  const [measure, setMeasure] = useState<Measure>('sales');
  const rows = earnings.rows.map((r) => ({ ...r, month: r.key }));
  const total = rows.reduce((s, r) => s + r[measure], 0);
  const show = (v: number) => (measure === 'orders' ? format.number(v) : format.money(v));
  const day = new Intl.DateTimeFormat(format.locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const every = Math.max(1, Math.ceil(rows.length / 10));
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader
        title={t('earnings.title')}
        subheader={t(`earnings.subtitle.${earnings.bucket}`, { value: show(total) })}
        slotProps={{ title: { variant: 'h5', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={measure}
          onChange={(_, v: Measure | null) => v && setMeasure(v)}
          aria-label={t('earnings.tabs')}
        >
          {MEASURES.map((m) => (
            <ToggleButton key={m} value={m}>
              {t(`earnings.${m}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <MonthlyBarChart
          rows={rows}
          dataKey={measure}
          label={t(`earnings.${measure}`)}
          ariaLabel={t('earnings.aria', { measure: t(`earnings.${measure}`), value: show(total) })}
          format={format}
          value={show}
          tick={(v) => (measure === 'orders' ? format.number(v) : format.compactMoney(v))}
          height={260}
          yAxisWidth={88}
          showTick={(i) => i % every === 0}
          keyFormat={
            earnings.bucket === 'day'
              ? (key) => day.format(new Date(`${key}T00:00:00Z`))
              : (key, where) => (where === 'tick' ? format.monthShort(key) : format.monthLong(key))
          }
        />
      </CardContent>
    </Card>
  );
}
