import type { OrderEvent } from '@app/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useIntlFormat } from '@/lib/intl-format';
import { toTimeline } from '../lib/order-timeline';

/** Everything that happened to the order, newest first; the top entry is where it stands now. */
export function OrderTimelineCard({ events }: { events: OrderEvent[] }) {
  const { t } = useTranslation('order');
  const format = useIntlFormat();
  const entries = toTimeline(events);
  return (
    <Card>
      <CardHeader title={t('timeline.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Box component="ol" aria-label={t('timeline.title')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {entries.map((entry, index) => {
            const values = {
              ...entry.values,
              ...(typeof entry.values.status === 'string'
                ? { status: t(`statuses.${entry.values.status}`, { defaultValue: entry.values.status }) }
                : {}),
            };
            const last = index === entries.length - 1;
            return (
              <Box
                component="li"
                key={entry.id}
                aria-current={entry.current ? 'step' : undefined}
                sx={{ display: 'flex', gap: 2 }}
              >
                <Box
                  sx={{
                    position: 'relative',
                    flexShrink: 0,
                    width: 14,
                    display: 'flex',
                    justifyContent: 'center',
                  }}
                >
                  <Box
                    aria-hidden
                    sx={(theme) => ({
                      mt: 0.75,
                      width: 12,
                      height: 12,
                      borderRadius: '50%',
                      bgcolor: entry.current ? 'primary.main' : 'action.disabled',
                      boxShadow: `0 0 0 3px ${alpha(entry.current ? theme.palette.primary.main : theme.palette.action.disabled, 0.16)}`,
                      zIndex: 1,
                    })}
                  />
                  {!last && (
                    <Box
                      aria-hidden
                      sx={{ position: 'absolute', top: 24, bottom: 0, width: '1px', bgcolor: 'divider' }}
                    />
                  )}
                </Box>
                <Box sx={{ minWidth: 0, flex: 1, pb: last ? 0 : 3 }}>
                  <Box
                    sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2 }}
                  >
                    <Typography sx={{ fontWeight: 500 }}>{t(`timeline.${entry.key}`, values)}</Typography>
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      component="time"
                      dateTime={entry.createdAt}
                    >
                      {format.dateTime(entry.createdAt)}
                    </Typography>
                  </Box>
                  {entry.note && (
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}
                    >
                      {entry.note}
                    </Typography>
                  )}
                  {(entry.actor || entry.key === 'placed') && (
                    <Typography variant="caption" color="text.secondary">
                      {entry.actor ? t('timeline.by', { name: entry.actor }) : t('timeline.byCustomer')}
                    </Typography>
                  )}
                </Box>
              </Box>
            );
          })}
        </Box>
      </CardContent>
    </Card>
  );
}
