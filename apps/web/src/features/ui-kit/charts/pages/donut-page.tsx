import type { CrmDashboardAnswer, EcommerceDashboardAnswer, UserStatus } from '@app/contracts';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DonutChart } from '@/components/charts/donut-chart';
import { orderStatusTint } from '@/components/order-chips';
import { type IntlFormat, useIntlFormat } from '@/lib/intl-format';
import { KitPage } from '../../components/kit-page';
import { Specimen } from '../../components/specimen';
import { ChartFigures } from '../chart-figures';
import { ratio, slicesOf } from '../charts-data';
import { useCrmFigures, useShopFigures } from '../use-chart-figures';

const USER_TINT = { active: 'success', pending: 'warning', inactive: 'secondary' } as const;

type Slice = { id: string; label: string; value: number; color: string };

/** The legend the dashboards draw beside a donut: a dot in the slice's colour, its name, count and share. */
function DonutLegend({ slices, format }: { slices: Slice[]; format: IntlFormat }) {
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  return (
    <Stack
      spacing={1.25}
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0, flex: 1, minWidth: 180, maxWidth: 360 }}
    >
      {slices.map((s) => (
        <Stack key={s.id} component="li" direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: s.color }} />
          <Typography sx={{ flex: 1 }}>{s.label}</Typography>
          <Typography sx={{ fontWeight: 600 }}>{format.number(s.value)}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ minWidth: 48, textAlign: 'end' }}>
            {format.percent(ratio(s.value, total))}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

/** Orders by delivery status as the shop dashboard draws them, in the specimen's own theme. */
function OrdersDonut({
  statuses,
  format,
}: {
  statuses: EcommerceDashboardAnswer['ordersByStatus'];
  format: IntlFormat;
}) {
  const { t } = useTranslation('ui-kit');
  const theme = useTheme();
  const slices = slicesOf(
    statuses.map((s) => ({ name: s.status, count: s.count })),
    (status) => ({
      label: t(`charts.statuses.${status}`, { defaultValue: status }),
      color: theme.palette[orderStatusTint(status)].main,
    }),
  );
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3, alignItems: 'center', justifyContent: 'center' }}>
      <Box role="img" aria-label={slices.map((s) => `${s.label}: ${format.number(s.value)}`).join(', ')}>
        <DonutChart size={200} data={slices} innerRadius={62} outerRadius={96} />
      </Box>
      <DonutLegend slices={slices} format={format} />
    </Stack>
  );
}

/** Users by status with the tooltip of each slice and the total in the hole, like the CRM's users by role. */
function UsersDonut({
  statuses,
  format,
}: {
  statuses: CrmDashboardAnswer['usersByStatus'];
  format: IntlFormat;
}) {
  const { t } = useTranslation('ui-kit');
  const theme = useTheme();
  const slices = slicesOf(
    statuses.map((s) => ({ name: s.status, count: s.count })),
    (status: UserStatus) => ({
      label: t(`charts.userStatuses.${status}`),
      color: theme.palette[USER_TINT[status]].main,
    }),
  );
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3, alignItems: 'center', justifyContent: 'center' }}>
      <Box
        role="img"
        aria-label={t('charts.donut.users.aria', {
          total: format.number(total),
          parts: slices.map((s) => `${s.label}: ${format.number(s.value)}`).join(', '),
        })}
        sx={{ position: 'relative', width: 200, height: 200 }}
      >
        <DonutChart
          size={200}
          data={slices}
          innerRadius={68}
          outerRadius={96}
          valueText={(slice) =>
            `${format.number(slice.value)} (${format.percent(ratio(slice.value, total))})`
          }
        />
        <Stack
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            alignItems: 'center',
            justifyContent: 'center',
            pointerEvents: 'none',
          }}
        >
          <Typography variant="h5" component="span">
            {format.number(total)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('charts.donut.users.hole')}
          </Typography>
        </Stack>
      </Box>
      <DonutLegend slices={slices} format={format} />
    </Stack>
  );
}

/** The dashboards' donut (DonutChart) with the shop's orders by status and the CRM's users by status. */
export function DonutPage() {
  const { t } = useTranslation('ui-kit');
  const k = (key: string) => t(`charts.donut.${key}`);
  const p = (key: string) => t(`charts.props.${key}`);
  const format = useIntlFormat();
  const shop = useShopFigures();
  const crm = useCrmFigures();
  return (
    <KitPage section="charts" name="donut">
      <Specimen
        title={k('orders.title')}
        description={k('orders.description')}
        importLine="import { DonutChart } from '@/components/charts/donut-chart';"
        props={[
          { name: 'data', type: '{ id; label?; value; color }[]', description: p('data') },
          { name: 'size', type: 'number', description: p('size') },
          { name: 'innerRadius / outerRadius', type: 'number', description: p('radii') },
        ]}
      >
        <ChartFigures area="shop" figures={shop} height={200}>
          {(data) => <OrdersDonut statuses={data.ordersByStatus} format={format} />}
        </ChartFigures>
      </Specimen>
      <Specimen
        title={k('users.title')}
        description={k('users.description')}
        importLine="import { DonutChart } from '@/components/charts/donut-chart';"
        props={[
          { name: 'valueText', type: '(slice: { value: number }) => string', description: p('valueText') },
          { name: 'innerRadius', type: 'number', description: p('innerRadius') },
        ]}
      >
        <ChartFigures area="crm" figures={crm} height={200}>
          {(data) => <UsersDonut statuses={data.usersByStatus} format={format} />}
        </ChartFigures>
      </Specimen>
    </KitPage>
  );
}
