import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { useTranslation } from 'react-i18next';
import type { IntlFormat } from '@/lib/intl-format';
import { type CountryFigure, CountryFiguresList } from './country-figures-list';

type Props = {
  /** The dashboard's namespace: its `countries.title`, `.subtitle`, `.orders`, `.empty` (and `.share`). */
  ns: string;
  rows: (Omit<CountryFigure, 'detail'> & { orders: number })[];
  format: IntlFormat;
  /** Each row with a bar of its share of all sales. */
  withShare?: boolean;
};

/** A dashboard's sales per customer country, in money, each against the previous period. */
export function SalesByCountryCard({ ns, rows, format, withShare }: Props) {
  const { t } = useTranslation(ns);
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader
        title={t('countries.title')}
        subheader={t('countries.subtitle')}
        slotProps={{ title: { variant: 'h5', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <CountryFiguresList
          rows={rows.map((c) => ({
            ...c,
            detail: t('countries.orders', { count: c.orders, value: format.number(c.orders) }),
          }))}
          format={format}
          show={format.money}
          shareLabel={withShare ? (name, value) => t('countries.share', { name, value }) : undefined}
          empty={t('countries.empty')}
        />
      </CardContent>
    </Card>
  );
}
