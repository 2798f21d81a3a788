import type { CrmDashboardAnswer } from '@app/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TintedIcon } from '@/components/tinted-icon';
import type { IntlFormat } from '@/lib/intl-format';
import { shareOf } from '../lib/format';
import { statusLook } from '../lib/tones';

type Props = { statuses: CrmDashboardAnswer['usersByStatus']; total: number; format: IntlFormat };

/** A bar split by status, then each status with its count and share. */
export function UsersByStatusCard({ statuses, total, format }: Props) {
  const { t } = useTranslation('crm-dashboard');
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader
        title={t('status.title')}
        subheader={t('status.subtitle', { count: total, value: format.number(total) })}
        slotProps={{ title: { variant: 'h5', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Stack direction="row" aria-hidden sx={{ height: 10, gap: 0.5, mb: 2.5 }}>
          {statuses
            .filter((s) => s.count > 0)
            .map((s) => (
              <Box
                key={s.status}
                sx={(theme) => ({
                  flexGrow: s.count,
                  flexBasis: 0,
                  borderRadius: 1,
                  bgcolor: theme.palette[statusLook(s.status).tone].main,
                })}
              />
            ))}
        </Stack>
        <Stack spacing={2}>
          {statuses.map((s) => {
            const look = statusLook(s.status);
            return (
              <Stack key={s.status} direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
                <TintedIcon icon={look.icon} tone={look.tone} size={34} />
                <Typography variant="body1" sx={{ flex: 1, fontWeight: 500 }}>
                  {t(`status.names.${s.status}`, { defaultValue: s.status })}
                </Typography>
                <Typography variant="body1" sx={{ fontWeight: 500 }}>
                  {format.number(s.count)}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', minWidth: 48, textAlign: 'end' }}>
                  {format.percent(shareOf(s.count, total))}
                </Typography>
              </Stack>
            );
          })}
        </Stack>
      </CardContent>
    </Card>
  );
}
