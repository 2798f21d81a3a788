import type { EcommerceDashboardAnswer } from '@app/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DonutChart } from '@/components/charts/donut-chart';
import { orderStatusTint } from '@/components/order-chips';
import type { IntlFormat } from '@/lib/intl-format';
import { shareOf } from '../lib/period';

type Props = { statuses: EcommerceDashboardAnswer['ordersByStatus']; format: IntlFormat };

/** How many orders are in each delivery status, as a donut with its legend. */
export function OrdersByStatusCard({ statuses, format }: Props) {
  const { t } = useTranslation('ecommerce-dashboard');
  const theme = useTheme();
  const total = statuses.reduce((sum, s) => sum + s.count, 0);
  const data = statuses.map((s) => ({
    id: s.status,
    label: t(`statuses.${s.status}`, { defaultValue: s.status }),
    value: s.count,
    color: theme.palette[orderStatusTint(s.status)].main,
  }));
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader
        title={t('status.title')}
        subheader={t('status.subtitle', { count: total, value: format.number(total) })}
        slotProps={{ title: { variant: 'h5', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Box
          role="img"
          aria-label={data.map((d) => `${d.label}: ${format.number(d.value)}`).join(', ')}
          sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}
        >
          <DonutChart size={200} data={data} innerRadius={62} outerRadius={96} />
        </Box>
        <Stack spacing={1.25} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.map((d) => (
            <Stack key={d.id} component="li" direction="row" sx={{ alignItems: 'center', gap: 1 }}>
              <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: d.color }} />
              <Typography sx={{ flex: 1 }}>{d.label}</Typography>
              <Typography sx={{ fontWeight: 600 }}>{format.number(d.value)}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ minWidth: 48, textAlign: 'end' }}>
                {format.percent(shareOf(d.value, total))}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
