import type { CrmDashboardAnswer } from '@app/contracts';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { useTranslation } from 'react-i18next';
import { CountryFiguresList } from '@/components/country-figures/country-figures-list';
import type { IntlFormat } from '@/lib/intl-format';

type Props = { countries: CrmDashboardAnswer['salesByCountry']; format: IntlFormat };

/** The period's sales per customer country, each against the previous period. */
export function CrmSalesByCountryCard({ countries, format }: Props) {
  const { t } = useTranslation('crm-dashboard');
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
            current: c.sales,
            previous: c.previousSales,
            detail: t('countries.orders', { count: c.orders, value: format.number(c.orders) }),
          }))}
          format={format}
          show={format.money}
          empty={t('countries.empty')}
        />
      </CardContent>
    </Card>
  );
}
