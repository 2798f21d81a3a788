import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type Icon, IconUserCheck, IconUserExclamation, IconUserOff, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { userStatsQueryOptions } from '../api/get-user-stats';

type Tint = 'primary' | 'success' | 'warning' | 'secondary';
type Stat = { key: 'total' | 'active' | 'pending' | 'inactive'; icon: Icon; tint: Tint };

const STATS: Stat[] = [
  { key: 'total', icon: IconUsers, tint: 'primary' },
  { key: 'active', icon: IconUserCheck, tint: 'success' },
  { key: 'pending', icon: IconUserExclamation, tint: 'warning' },
  { key: 'inactive', icon: IconUserOff, tint: 'secondary' },
];

/** Total, active, pending and inactive users, each with its share of the total. */
export function UserStatCards() {
  const { t, i18n } = useTranslation('user');
  const stats = useQuery(userStatsQueryOptions());
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  const total = stats.data?.total ?? 0;
  return (
    <Grid
      container
      spacing={3}
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-label={t('stats.label')}
    >
      {STATS.map(({ key, icon: StatIcon, tint }) => {
        const value = key === 'total' ? total : (stats.data?.byStatus[key] ?? 0);
        return (
          <Grid key={key} size={{ xs: 12, sm: 6, lg: 3 }} component="li">
            <Card sx={{ height: '100%' }}>
              <CardContent
                sx={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  gap: 2,
                  p: 3,
                  '&:last-child': { pb: 3 },
                }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography color="text.primary">{t(`stats.${key}`)}</Typography>
                  <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, my: 0.5 }}>
                    <Typography variant="h4" component="p">
                      {stats.isPending ? <Skeleton width={56} /> : number.format(value)}
                    </Typography>
                    {key !== 'total' && stats.data && total > 0 && (
                      <Typography color={`${tint}.main`} sx={{ fontWeight: 500 }}>
                        ({percent.format(value / total)})
                      </Typography>
                    )}
                  </Box>
                  <Typography variant="body2" color="text.secondary">
                    {stats.isError ? t('stats.unavailable') : t(`stats.${key}Hint`)}
                  </Typography>
                </Box>
                <Box
                  aria-hidden
                  sx={(theme) => ({
                    flexShrink: 0,
                    display: 'grid',
                    placeItems: 'center',
                    width: 42,
                    height: 42,
                    borderRadius: 1.5,
                    color: theme.palette[tint].main,
                    bgcolor: alpha(theme.palette[tint].main, 0.16),
                  })}
                >
                  <StatIcon size={26} />
                </Box>
              </CardContent>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
