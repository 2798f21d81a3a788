import type { EcommerceDashboardAnswer } from '@app/contracts';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ChangeChip } from '@/components/date-range/change-chip';
import type { IntlFormat } from '@/lib/intl-format';
import { shareOf } from '../lib/period';
import { EmptyLine } from './empty-line';

type Props = { countries: EcommerceDashboardAnswer['salesByCountry']; format: IntlFormat };

/** Revenue per country, each with its share of all revenue. */
export function SalesByCountryCard({ countries, format }: Props) {
  const { t, i18n } = useTranslation('ecommerce-dashboard');
  const names = new Intl.DisplayNames([format.locale], { type: 'region' });
  const total = countries.reduce((sum, c) => sum + c.revenue, 0);
  const nameOf = (c: { country: string; countryCode: string }) => {
    try {
      return i18n.language === 'en' ? c.country : (names.of(c.countryCode.toUpperCase()) ?? c.country);
    } catch {
      return c.country;
    }
  };
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader
        title={t('countries.title')}
        subheader={t('countries.subtitle')}
        slotProps={{ title: { variant: 'h5', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {countries.length === 0 && <EmptyLine text={t('countries.empty')} />}
        <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {countries.map((c) => {
            const name = nameOf(c);
            const share = shareOf(c.revenue, total);
            return (
              <Stack
                key={c.countryCode}
                component="li"
                direction="row"
                sx={{ alignItems: 'center', gap: 1.5 }}
              >
                {/* A flag emoji needs a colour-emoji font the machine may lack: the code is always legible. */}
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
                  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                    <Typography sx={{ fontWeight: 500 }} noWrap>
                      {name}
                    </Typography>
                    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexShrink: 0 }}>
                      <Typography sx={{ fontWeight: 600 }}>{format.money(c.revenue)}</Typography>
                      <ChangeChip
                        current={c.revenue}
                        previous={c.previousRevenue}
                        format={format}
                        show={format.money}
                      />
                    </Stack>
                  </Stack>
                  <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                    <LinearProgress
                      variant="determinate"
                      value={share * 100}
                      aria-label={t('countries.share', { name, value: format.percent(share) })}
                      sx={{ flex: 1, height: 6, borderRadius: 3 }}
                    />
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{ minWidth: 88, textAlign: 'end' }}
                    >
                      {t('countries.orders', { count: c.orders, value: format.number(c.orders) })}
                    </Typography>
                  </Stack>
                </Box>
              </Stack>
            );
          })}
        </Stack>
      </CardContent>
    </Card>
  );
}
