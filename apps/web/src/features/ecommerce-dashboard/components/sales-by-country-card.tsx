import type { EcommerceDashboardAnswer } from '@app/contracts';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { useTranslation } from 'react-i18next';
import { CountryFiguresList } from '@/components/country-figures/country-figures-list';
import type { IntlFormat } from '@/lib/intl-format';

type Props = { countries: EcommerceDashboardAnswer['salesByCountry']; format: IntlFormat };

/** Revenue per country, each with its share of all revenue. */
export function SalesByCountryCard({ countries, format }: Props) {
  const { t } = useTranslation('ecommerce-dashboard');
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader
        title={t('countries.title')}
        subheader={t('countries.subtitle')}
        slotProps={{ title: { variant: 'h5', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <CountryFiguresList
          rows={countries.map((c) => ({
            ...c,
            current: c.revenue,
            previous: c.previousRevenue,
            detail: t('countries.orders', { count: c.orders, value: format.number(c.orders) }),
          }))}
          format={format}
          show={format.money}
          shareLabel={(name, value) => t('countries.share', { name, value })}
          empty={t('countries.empty')}
        />
      </CardContent>
    </Card>
  );
}
