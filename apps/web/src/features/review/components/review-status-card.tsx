import type { ReviewStatsAnswer } from '@app/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DonutChart } from '@/components/charts/donut-chart';
import { useIntlFormat } from '@/lib/intl-format';
import { publishedShare } from '../lib/rating';

/** Pending against published reviews, as a donut, with the share of positive (4-5 star) reviews. */
export function ReviewStatusCard({ stats }: { stats?: ReviewStatsAnswer }) {
  const { t } = useTranslation('review');
  const theme = useTheme();
  const format = useIntlFormat();
  const rows = stats
    ? [
        {
          id: 'pending',
          label: t('statuses.Pending'),
          value: stats.pending,
          color: theme.palette.warning.main,
        },
        {
          id: 'published',
          label: t('statuses.Published'),
          value: stats.published,
          color: theme.palette.success.main,
        },
      ]
    : [];
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'center' }}>
          <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0, alignSelf: 'stretch' }}>
            <Typography variant="h5" component="h2">
              {t('stats.statusTitle')}
            </Typography>
            {rows.map((row) => (
              <Stack key={row.id} direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: row.color }} />
                <Typography sx={{ flex: 1 }}>{row.label}</Typography>
                <Typography sx={{ fontWeight: 600 }} data-testid={`review-count-${row.id}`}>
                  {format.number(row.value)}
                </Typography>
              </Stack>
            ))}
            {stats ? (
              <Typography variant="body2" color="text.secondary">
                {t('stats.positive', {
                  value: format.percent(stats.total > 0 ? stats.positive / stats.total : 0),
                })}
              </Typography>
            ) : (
              <Skeleton variant="rounded" height={80} />
            )}
          </Stack>
          <Box
            role="img"
            aria-label={
              stats
                ? t('stats.statusAria', {
                    pending: format.number(stats.pending),
                    published: format.number(stats.published),
                  })
                : t('stats.loading')
            }
            sx={{ width: 180, height: 180, position: 'relative', flexShrink: 0 }}
          >
            {stats ? (
              <>
                <DonutChart size={180} data={rows} innerRadius={58} outerRadius={86} />
                <Box
                  sx={{
                    position: 'absolute',
                    inset: 0,
                    display: 'grid',
                    placeItems: 'center',
                    pointerEvents: 'none',
                  }}
                >
                  <Typography variant="h6" component="p">
                    {format.percent(publishedShare(stats))}
                  </Typography>
                </Box>
              </>
            ) : (
              <Skeleton variant="circular" width={172} height={172} />
            )}
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
