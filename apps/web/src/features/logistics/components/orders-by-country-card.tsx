import type { LogisticsDashboardAnswer } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { CountryFiguresList } from '@/components/country-figures/country-figures-list';
import type { IntlFormat } from '@/lib/intl-format';
import { DashboardCard } from './dashboard-card';

type Props = { countries?: LogisticsDashboardAnswer['ordersByCountry']; format: IntlFormat };

const SHOWN = 6;

/** The period's shipments by destination country: the busiest first, each with how many arrived. */
export function OrdersByCountryCard({ countries, format }: Props) {
  const { t } = useTranslation('logistics');
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
      <CountryFiguresList
        rows={(countries ?? []).slice(0, SHOWN).map((c) => ({
          ...c,
          current: c.shipments,
          previous: c.previousShipments,
          detail: t('countries.delivered', { value: format.number(c.delivered) }),
        }))}
        total={(countries ?? []).reduce((sum, c) => sum + c.shipments, 0)}
        format={format}
        shareLabel={(name, value) => t('countries.share', { name, value })}
        empty={t('countries.empty')}
      />
    </DashboardCard>
  );
}
