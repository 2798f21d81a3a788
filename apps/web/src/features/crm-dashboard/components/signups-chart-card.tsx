import type { CrmDashboardAnswer } from '@app/contracts';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { MonthlyBarChart } from '@/components/charts/monthly-bar-chart';
import type { IntlFormat } from '@/lib/intl-format';

type Props = { months: CrmDashboardAnswer['signupsByMonth']; format: IntlFormat };

/** Monthly sign-ups over a year; the current month stands out. Months run right to left in RTL. */
export function SignupsChartCard({ months, format }: Props) {
  const { t } = useTranslation('crm-dashboard');
  const theme = useTheme();
  // A phone has room for every other month only; the current month keeps its label.
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
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
        <MonthlyBarChart
          rows={months}
          dataKey="count"
          label={t('signups.series')}
          ariaLabel={t('signups.aria', { value: format.number(total) })}
          format={format}
          height={290}
          yAxisWidth={36}
          showTick={(index) => !narrow || (months.length - 1 - index) % 2 === 0}
          sideMargin={12}
        />
      </CardContent>
    </Card>
  );
}
