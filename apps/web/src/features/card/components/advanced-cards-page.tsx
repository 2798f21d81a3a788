import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/app/session/can';
import { CountryFiguresList } from '@/components/country-figures/country-figures-list';
import { orderStatusTint } from '@/components/order-chips';
import { RouterButton } from '@/components/router-links';
import { Timeline } from '@/components/timeline';
import { useIntlFormat } from '@/lib/intl-format';
import { useCardFigures } from '../hooks/use-card-figures';
import { CardSample } from './card-sample';
import { PeopleList } from './people-list';
import { WithFigures } from './with-figures';

const COUNTRIES = 5;

/** /pages/cards/advanced: the dashboards' richer cards (countries, people, a timeline) over their figures. */
export function AdvancedCardsPage() {
  const { t } = useTranslation('card');
  const format = useIntlFormat();
  const { canShop, canCrm, shop, crm } = useCardFigures();
  const canReadUsers = useCan({ action: 'read', subject: 'User' });
  const canReadOrders = useCan({ action: 'read', subject: 'Order' });
  const header = (title: string, subheader: string, action?: ReactNode) => (
    <CardHeader
      title={title}
      subheader={subheader}
      action={action}
      slotProps={{ title: { variant: 'h5', component: 'h2' } }}
      sx={{ flexWrap: 'wrap', gap: 1, '& .MuiCardHeader-action': { m: 0 } }}
    />
  );
  return (
    <Grid container spacing={3}>
      <CardSample name="CountryFiguresList" text={t('advanced.countries')}>
        <WithFigures area="shop" allowed={canShop} query={shop} height={280}>
          {(data) => (
            <Card>
              {header(t('advanced.countriesTitle'), t('advanced.countriesSubtitle'))}
              <CardContent sx={{ pt: 0 }}>
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
              </CardContent>
            </Card>
          )}
        </WithFigures>
      </CardSample>
      <CardSample name="UserAvatar" text={t('advanced.people')}>
        <WithFigures area="crm" allowed={canCrm} query={crm} height={280}>
          {(data) => (
            <Card>
              {header(
                t('advanced.peopleTitle'),
                t('advanced.peopleSubtitle'),
                canReadUsers ? (
                  <RouterButton to="/apps/user/list" size="small">
                    {t('advanced.viewAll')}
                  </RouterButton>
                ) : undefined,
              )}
              <CardContent sx={{ pt: 0 }}>
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
              </CardContent>
            </Card>
          )}
        </WithFigures>
      </CardSample>
      <CardSample name="Timeline" text={t('advanced.timeline')}>
        <WithFigures area="shop" allowed={canShop} query={shop} height={280}>
          {(data) => (
            <Card>
              {header(
                t('advanced.timelineTitle'),
                t('advanced.timelineSubtitle'),
                canReadOrders ? (
                  <RouterButton to="/apps/ecommerce/order/list" size="small">
                    {t('advanced.viewAll')}
                  </RouterButton>
                ) : undefined,
              )}
              <CardContent sx={{ pt: 0 }}>
                <Timeline
                  format={format}
                  items={data.recentOrders.map((o) => ({
                    id: o.id,
                    tone: orderStatusTint(o.status),
                    title: t('advanced.orderLine', {
                      order: o.order,
                      amount: format.money(o.spent),
                      status: t(`statuses.${o.status}`, { defaultValue: o.status }),
                    }),
                    at: o.createdAt,
                    detail: o.customer,
                  }))}
                />
              </CardContent>
            </Card>
          )}
        </WithFigures>
      </CardSample>
      <CardSample name="UserAvatar" text={t('advanced.customers')}>
        <WithFigures area="shop" allowed={canShop} query={shop} height={280}>
          {(data) => (
            <Card>
              {header(t('advanced.customersTitle'), t('advanced.customersSubtitle'))}
              <CardContent sx={{ pt: 0 }}>
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
              </CardContent>
            </Card>
          )}
        </WithFigures>
      </CardSample>
    </Grid>
  );
}
