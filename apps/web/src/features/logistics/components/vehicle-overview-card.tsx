import type { LogisticsDashboardAnswer } from '@app/contracts';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { IntlFormat } from '@/lib/intl-format';
import { shareOf } from '../logistics-figures';
import { DashboardCard } from './dashboard-card';

type Props = { overview?: LogisticsDashboardAnswer['vehicleOverview']; format: IntlFormat };

/** The fleet now: waiting to leave, on the way, arrived; one bar split in their shares, then the list. */
export function VehicleOverviewCard({ overview, format }: Props) {
  const { t } = useTranslation('logistics');
  const theme = useTheme();
  const states = overview
    ? [
        { key: 'waiting', n: overview.waiting, palette: theme.palette.warning },
        { key: 'onTheWay', n: overview.onTheWay, palette: theme.palette.primary },
        { key: 'arrived', n: overview.arrived, palette: theme.palette.success },
      ]
    : [];
  const total = overview?.total ?? 0;
  return (
    <DashboardCard
      title={t('overview.title')}
      subtitle={overview && t('overview.subtitle', { value: format.number(total) })}
      ready={Boolean(overview)}
      skeletonHeight={180}
    >
      <Box
        role="img"
        aria-label={states.map((s) => `${t(`overview.${s.key}`)} ${format.number(s.n)}`).join(', ')}
        sx={{
          display: 'flex',
          height: 40,
          borderRadius: 1,
          overflow: 'hidden',
          mb: 3,
          bgcolor: 'action.hover',
        }}
      >
        {states
          .filter((s) => s.n > 0)
          .map((s) => (
            <Box
              key={s.key}
              sx={{
                width: `${shareOf(s.n, total) * 100}%`,
                bgcolor: s.palette.main,
                // The theme's text on that colour: white in light mode, the dark page colour on dark
                // mode's lighter shades (white read at 2:1 there).
                color: s.palette.contrastText,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                fontSize: 13,
                fontWeight: 600,
                minWidth: 36,
              }}
            >
              {format.wholePercent(shareOf(s.n, total))}
            </Box>
          ))}
      </Box>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {states.map((s) => (
          <Stack key={s.key} component="li" direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
            <Box
              sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: s.palette.main, flexShrink: 0 }}
            />
            <Typography sx={{ flex: 1 }}>{t(`overview.${s.key}`)}</Typography>
            <Typography sx={{ fontWeight: 600 }}>{format.number(s.n)}</Typography>
            <Typography color="text.secondary" sx={{ minWidth: 48, textAlign: 'end' }}>
              {format.wholePercent(shareOf(s.n, total))}
            </Typography>
          </Stack>
        ))}
      </Stack>
      {overview && overview.byWarning.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1, color: 'text.secondary' }}>
            {t('overview.warnings')}
          </Typography>
          <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {overview.byWarning.map((w) => (
              <Stack key={w.warnings} component="li" direction="row" sx={{ justifyContent: 'space-between' }}>
                <Typography variant="body2">{t(`warning.${w.warnings}`)}</Typography>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {format.number(w.vehicles)}
                </Typography>
              </Stack>
            ))}
          </Stack>
        </>
      )}
    </DashboardCard>
  );
}
