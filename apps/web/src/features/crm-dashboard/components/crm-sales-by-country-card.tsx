import type { CrmDashboardAnswer } from '@app/contracts';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ChangeChip } from '@/components/date-range/change-chip';
import type { IntlFormat } from '@/lib/intl-format';

type Props = { countries: CrmDashboardAnswer['salesByCountry']; format: IntlFormat };

/** The period's sales per customer country, each against the previous period. */
export function CrmSalesByCountryCard({ countries, format }: Props) {
  const { t, i18n } = useTranslation('crm-dashboard');
  const names = new Intl.DisplayNames([format.locale], { type: 'region' });
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
        {countries.length === 0 && <Typography color="text.secondary">{t('countries.empty')}</Typography>}
        <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {countries.map((c) => (
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
                <Typography sx={{ fontWeight: 500 }} noWrap>
                  {nameOf(c)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('countries.orders', { count: c.orders, value: format.number(c.orders) })}
                </Typography>
              </Box>
              <Stack sx={{ alignItems: 'flex-end', gap: 0.5, flexShrink: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{format.money(c.sales)}</Typography>
                <ChangeChip
                  current={c.sales}
                  previous={c.previousSales}
                  format={format}
                  show={format.money}
                />
              </Stack>
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
