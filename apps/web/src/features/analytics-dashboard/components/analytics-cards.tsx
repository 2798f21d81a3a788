import type { AnalyticsDashboardAnswer } from '@app/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { IntlFormat } from '@/lib/intl-format';

type Data = AnalyticsDashboardAnswer;
type Keyed = Data['topPages'];

/** Visits and page views per day of the range, as bars; each day's figures are in the bar's label. */
export function DailyCard({ daily, format }: { daily: Data['daily']; format: IntlFormat }) {
  const { t } = useTranslation('analytics-dashboard');
  const max = Math.max(1, ...daily.map((d) => d.pageViews));
  const dayName = new Intl.DateTimeFormat(format.locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const labelEvery = Math.max(1, Math.ceil(daily.length / 8));
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader
        title={t('daily.title')}
        subheader={t('daily.subtitle')}
        slotProps={{ title: { variant: 'h5', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Box
          component="ol"
          aria-label={t('daily.title')}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'flex',
            alignItems: 'flex-end',
            gap: '2px',
            height: 200,
          }}
        >
          {daily.map((d, i) => {
            const label = t('daily.bar', {
              day: dayName.format(new Date(`${d.day}T00:00:00Z`)),
              views: format.number(d.pageViews),
              visits: format.number(d.visits),
            });
            return (
              <Box
                component="li"
                key={d.day}
                title={label}
                aria-label={label}
                sx={{
                  flex: 1,
                  minWidth: 0,
                  height: '100%',
                  display: 'flex',
                  flexDirection: 'column',
                  justifyContent: 'flex-end',
                  alignItems: 'center',
                }}
              >
                <Box
                  sx={{
                    width: '100%',
                    maxWidth: 24,
                    height: `${(d.pageViews / max) * 170}px`,
                    minHeight: 2,
                    bgcolor: (theme) => alpha(theme.palette.primary.main, 0.35),
                    borderRadius: '3px 3px 0 0',
                    position: 'relative',
                  }}
                >
                  <Box
                    sx={{
                      position: 'absolute',
                      insetInline: 0,
                      bottom: 0,
                      height: d.pageViews ? `${(d.visits / d.pageViews) * 100}%` : 0,
                      bgcolor: 'primary.main',
                      borderRadius: '3px 3px 0 0',
                    }}
                  />
                </Box>
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{
                    height: 20,
                    whiteSpace: 'nowrap',
                    visibility: i % labelEvery === 0 ? 'visible' : 'hidden',
                  }}
                  aria-hidden
                >
                  {dayName.format(new Date(`${d.day}T00:00:00Z`))}
                </Typography>
              </Box>
            );
          })}
        </Box>
        <Stack direction="row" sx={{ gap: 2, mt: 1 }} aria-hidden>
          <Legend color="primary.main" label={t('cards.visits')} />
          <Legend color="primary.light" label={t('cards.pageViews')} faded />
        </Stack>
      </CardContent>
    </Card>
  );
}

function Legend({ color, label, faded = false }: { color: string; label: string; faded?: boolean }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.75 }}>
      <Box
        sx={{
          width: 10,
          height: 10,
          borderRadius: '50%',
          bgcolor: faded ? (theme) => alpha(theme.palette.primary.main, 0.35) : color,
        }}
      />
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Stack>
  );
}

/** A ranked list (top pages, devices, sources) with each entry's share of the page views. */
export function KeyedCard({
  title,
  rows,
  label,
  emptyText,
  format,
}: {
  title: string;
  rows: Keyed;
  label: (key: string) => string;
  emptyText: string;
  format: IntlFormat;
}) {
  const total = rows.reduce((n, r) => n + r.views, 0);
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader title={title} slotProps={{ title: { variant: 'h5', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        {rows.length === 0 ? (
          <Typography color="text.secondary">{emptyText}</Typography>
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {rows.map((r, i) => {
              const id = `${title}-${i}`.replace(/\W+/g, '-');
              return (
                <Box component="li" key={r.key}>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
                    <Typography variant="body2" id={id} noWrap sx={{ minWidth: 0 }} dir="auto">
                      {label(r.key)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
                      {format.number(r.views)} · {format.wholePercent(total ? r.views / total : 0)}
                    </Typography>
                  </Stack>
                  <LinearProgress
                    variant="determinate"
                    value={total ? (r.views / total) * 100 : 0}
                    aria-labelledby={id}
                    sx={{ height: 6, borderRadius: 3 }}
                  />
                </Box>
              );
            })}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
