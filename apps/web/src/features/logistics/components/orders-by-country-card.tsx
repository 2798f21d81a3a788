import type { LogisticsDashboardAnswer } from '@app/contracts';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ChangeChip } from '@/components/date-range/change-chip';
import type { IntlFormat } from '@/lib/intl-format';
import { shareOf } from '../logistics-figures';
import { DashboardCard } from './dashboard-card';

type Props = { countries?: LogisticsDashboardAnswer['ordersByCountry']; format: IntlFormat };

const SHOWN = 6;

/** The period's shipments by destination country: the busiest first, each with how many arrived. */
export function OrdersByCountryCard({ countries, format }: Props) {
  const { t } = useTranslation('logistics');
  const rows = (countries ?? []).slice(0, SHOWN);
  const total = (countries ?? []).reduce((s, c) => s + c.shipments, 0);
  return (
    <DashboardCard
      title={t('countries.title')}
      subtitle={
        countries &&
        t('countries.subtitle', { count: countries.length, value: format.number(countries.length) })
      }
      ready={Boolean(countries)}
      skeletonHeight={260}
    >
      {rows.length === 0 && <Typography color="text.secondary">{t('countries.empty')}</Typography>}
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((c) => {
          const name = format.country(c.countryCode.toUpperCase(), c.country);
          const share = shareOf(c.shipments, total);
          return (
            <Stack key={c.countryCode} component="li" direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
              <Avatar
                aria-hidden
                variant="rounded"
                sx={{
                  width: 36,
                  height: 28,
                  fontSize: 13,
                  fontWeight: 600,
                  bgcolor: 'action.selected',
                  color: 'text.primary',
                }}
              >
                {c.countryCode.toUpperCase()}
              </Avatar>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
                  <Typography sx={{ fontWeight: 500 }} noWrap>
                    {name}
                  </Typography>
                  <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                    <Typography sx={{ fontWeight: 600 }}>{format.number(c.shipments)}</Typography>
                    <ChangeChip current={c.shipments} previous={c.previousShipments} format={format} />
                  </Stack>
                </Stack>
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                  <LinearProgress
                    variant="determinate"
                    value={share * 100}
                    aria-label={t('countries.share', { name, value: format.percent(share) })}
                    sx={{ flex: 1, height: 6, borderRadius: 3 }}
                  />
                  <Typography variant="body2" color="text.secondary" sx={{ minWidth: 96, textAlign: 'end' }}>
                    {t('countries.delivered', { value: format.number(c.delivered) })}
                  </Typography>
                </Stack>
              </Box>
            </Stack>
          );
        })}
      </Stack>
    </DashboardCard>
  );
}
