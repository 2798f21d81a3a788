import type { CrmDashboardAnswer } from '@app/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DonutChart } from '@/components/charts/donut-chart';
import type { IntlFormat } from '@/lib/intl-format';
import { shareOf } from '../lib/format';
import { roleLook } from '../lib/tones';

type Props = { roles: CrmDashboardAnswer['usersByRole']; total: number; format: IntlFormat };

const SIZE = 200;

/** A donut of users per role, the total in its hole, and a legend with counts and shares. */
export function UsersByRoleCard({ roles, total, format }: Props) {
  const { t } = useTranslation('crm-dashboard');
  const theme = useTheme();
  const items = roles.map((r, i) => {
    const look = roleLook(r.role, i);
    return {
      id: r.role,
      value: r.count,
      label: t(`roles.names.${r.role}`, { defaultValue: r.role }),
      color: theme.palette[look.tone].main,
    };
  });
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardHeader
        title={t('roles.title')}
        subheader={t('stats.roles', { count: roles.length, value: format.number(roles.length) })}
        slotProps={{ title: { variant: 'h5', component: 'h2' } }}
      />
      <CardContent
        sx={{ pt: 0, flex: 1, display: 'flex', flexDirection: 'column', justifyContent: 'center' }}
      >
        <Box sx={{ position: 'relative', width: SIZE, height: SIZE, mx: 'auto' }}>
          <DonutChart
            size={SIZE}
            data={items.filter((item) => item.value > 0)}
            innerRadius={68}
            outerRadius={96}
            valueText={(item) =>
              `${format.number(item.value)} (${format.percent(shareOf(item.value, total))})`
            }
          />
          <Stack
            sx={{
              position: 'absolute',
              inset: 0,
              alignItems: 'center',
              justifyContent: 'center',
              pointerEvents: 'none',
            }}
          >
            <Typography variant="h4" component="p">
              {format.number(total)}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('roles.total', { count: total })}
            </Typography>
          </Stack>
        </Box>
        <Box
          component="ul"
          aria-label={t('roles.legend')}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mt: 2,
            display: 'grid',
            gridTemplateColumns: '1fr 1fr',
            gap: 1,
          }}
        >
          {items.map((item) => (
            <Stack
              component="li"
              key={item.id}
              direction="row"
              sx={{ alignItems: 'center', gap: 1, minWidth: 0 }}
            >
              <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: item.color, flexShrink: 0 }} />
              <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
                {item.label}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {format.number(item.value)}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary', minWidth: 36, textAlign: 'end' }}>
                {format.percent(shareOf(item.value, total))}
              </Typography>
            </Stack>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
