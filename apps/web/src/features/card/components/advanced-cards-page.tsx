import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { CountryFiguresList } from '@/components/country-figures/country-figures-list';
import { orderStatusTint } from '@/components/order-chips';
import { RouterButton } from '@/components/router-links';
import { Timeline } from '@/components/timeline';
import { WithheldNote } from '@/components/withheld-note';
import { useIntlFormat } from '@/lib/intl-format';
import { useCan } from '@/lib/session/can';
import { useCardFigures } from '../hooks/use-card-figures';
import { CardSample } from './card-sample';
import { PeopleList } from './people-list';
import { TitledCard } from './titled-card';
import { WithFigures } from './with-figures';

const COUNTRIES = 5;

/** /pages/cards/advanced: the dashboards' richer cards (countries, people, a timeline) over their figures. */
export function AdvancedCardsPage() {
  const { t } = useTranslation('card');
  const format = useIntlFormat();
  const { canShop, canCrm, shop, crm } = useCardFigures();
  const canReadUsers = useCan({ action: 'read', subject: 'User' });
  const canReadOrders = useCan({ action: 'read', subject: 'Order' });
  return (
    <Grid container spacing={3}>
      <CardSample name="CountryFiguresList" text={t('advanced.countries')}>
        <WithFigures area="shop" allowed={canShop} query={shop} height={280}>
          {(data) => (
            <TitledCard title={t('advanced.countriesTitle')} subheader={t('advanced.countriesSubtitle')}>
              <CountryFiguresList
                rows={data.salesByCountry.slice(0, COUNTRIES).map((c) => ({
                  ...c,
                  current: c.revenue,
                  previous: c.previousRevenue,
                  detail: t('advanced.orders', { count: c.orders, value: format.number(c.orders) }),
                }))}
                total={data.salesByCountry.reduce((sum, c) => sum + c.revenue, 0)}
                format={format}
                show={format.money}
                shareLabel={(name, value) => t('advanced.share', { name, value })}
                empty={t('advanced.countriesEmpty')}
              />
            </TitledCard>
          )}
        </WithFigures>
      </CardSample>
      <CardSample name="UserAvatar" text={t('advanced.people')}>
        <WithFigures area="crm" allowed={canCrm} query={crm} height={280}>
          {(data) => (
            <TitledCard
              title={t('advanced.peopleTitle')}
              subheader={t('advanced.peopleSubtitle')}
              action={
                canReadUsers && (
                  <RouterButton to="/apps/user/list" size="small">
                    {t('advanced.viewAll')}
                  </RouterButton>
                )
              }
            >
              {data.recentUsers === null ? (
                <WithheldNote text={t('advanced.withheldUsers')} />
              ) : (
                <PeopleList
                  people={data.recentUsers.map((u) => ({
                    id: u.id,
                    name: u.fullName,
                    avatar: u.avatar,
                    line: u.email,
                    end: format.relative(u.createdAt),
                    endTitle: format.dateTime(u.createdAt),
                  }))}
                  empty={t('advanced.peopleEmpty')}
                />
              )}
            </TitledCard>
          )}
        </WithFigures>
      </CardSample>
      <CardSample name="Timeline" text={t('advanced.timeline')}>
        <WithFigures area="shop" allowed={canShop} query={shop} height={280}>
          {(data) => (
            <TitledCard
              title={t('advanced.timelineTitle')}
              subheader={t('advanced.timelineSubtitle')}
              action={
                canReadOrders && (
                  <RouterButton to="/apps/ecommerce/order/list" size="small">
                    {t('advanced.viewAll')}
                  </RouterButton>
                )
              }
            >
              {data.recentOrders === null ? (
                <WithheldNote text={t('advanced.withheldOrders')} />
              ) : (
                <Timeline
                  label={t('advanced.timelineTitle')}
                  entries={data.recentOrders.map((o) => ({
                    id: o.id,
                    tone: orderStatusTint(o.status),
                    title: t('advanced.orderLine', {
                      order: o.order,
                      amount: format.money(o.spent),
                      status: t(`statuses.${o.status}`, { defaultValue: o.status }),
                    }),
                    dateTime: o.createdAt,
                    time: `${format.date(o.createdAt)} ${format.time(o.createdAt)}`,
                    caption: o.customer,
                  }))}
                />
              )}
            </TitledCard>
          )}
        </WithFigures>
      </CardSample>
      <CardSample name="UserAvatar" text={t('advanced.customers')}>
        <WithFigures area="shop" allowed={canShop} query={shop} height={280}>
          {(data) => (
            <TitledCard title={t('advanced.customersTitle')} subheader={t('advanced.customersSubtitle')}>
              {data.recentOrders === null ? (
                <WithheldNote text={t('advanced.withheldOrders')} />
              ) : (
                <PeopleList
                  people={data.recentOrders.map((o) => ({
                    id: o.id,
                    name: o.customer,
                    avatar: o.avatar,
                    line: t('advanced.orderNumber', { order: o.order }),
                    end: format.money(o.spent),
                  }))}
                  empty={t('advanced.customersEmpty')}
                />
              )}
            </TitledCard>
          )}
        </WithFigures>
      </CardSample>
    </Grid>
  );
}
