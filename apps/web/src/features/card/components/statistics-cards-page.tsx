import Grid from '@mui/material/Grid';
import {
  IconCurrencyDollar,
  IconDeviceLaptop,
  IconReceipt,
  IconShoppingCart,
  IconUserCheck,
  IconUserExclamation,
  IconUserOff,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ChangeChip } from '@/components/date-range/change-chip';
import { GrowthChip } from '@/components/stat-card/growth-chip';
import { ShareStatCard } from '@/components/stat-card/share-stat-card';
import { StatCard } from '@/components/stat-card/stat-card';
import { StatCardGrid } from '@/components/stat-card/stat-card-grid';
import { useIntlFormat } from '@/lib/intl-format';
import { useCardFigures } from '../hooks/use-card-figures';
import { CardSample } from './card-sample';
import { WithFigures } from './with-figures';

const SHARES = [
  { key: 'users', icon: IconUsers, tone: 'primary' },
  { key: 'active', icon: IconUserCheck, tone: 'success' },
  { key: 'pending', icon: IconUserExclamation, tone: 'warning' },
  { key: 'inactive', icon: IconUserOff, tone: 'secondary' },
] as const;

/** /pages/cards/statistics: the figure cards at the top of the dashboards, over the same figures. */
export function StatisticsCardsPage() {
  const { t } = useTranslation('card');
  const format = useIntlFormat();
  const { canShop, canCrm, shop, crm } = useCardFigures();
  const full = { xs: 12 };
  return (
    <Grid container spacing={3}>
      <CardSample name="StatCard · ChangeChip" text={t('statistics.stat')} size={full}>
        <WithFigures area="shop" allowed={canShop} query={shop} height={96}>
          {({ totals, previous }) => (
            <StatCardGrid
              label={t('statistics.shopLabel')}
              items={[
                {
                  key: 'revenue',
                  card: (
                    <StatCard
                      title={t('figures.revenue')}
                      value={format.money(totals.revenue)}
                      hint={t('statistics.vsPrevious')}
                      icon={IconCurrencyDollar}
                      tone="success"
                      badge={
                        <ChangeChip
                          current={totals.revenue}
                          previous={previous.revenue}
                          format={format}
                          show={format.money}
                        />
                      }
                    />
                  ),
                },
                {
                  key: 'orders',
                  card: (
                    <StatCard
                      title={t('figures.orders')}
                      value={format.number(totals.orders)}
                      hint={t('statistics.vsPrevious')}
                      icon={IconShoppingCart}
                      tone="primary"
                      badge={
                        <ChangeChip current={totals.orders} previous={previous.orders} format={format} />
                      }
                    />
                  ),
                },
                {
                  key: 'average',
                  card: (
                    <StatCard
                      title={t('figures.averageOrder')}
                      value={format.money(totals.averageOrderValue)}
                      hint={t('statistics.vsPrevious')}
                      icon={IconReceipt}
                      tone="info"
                      badge={
                        <ChangeChip
                          current={totals.averageOrderValue}
                          previous={previous.averageOrderValue}
                          format={format}
                          show={format.money}
                        />
                      }
                    />
                  ),
                },
                {
                  key: 'customers',
                  card: (
                    <StatCard
                      title={t('figures.customers')}
                      value={format.number(totals.customers)}
                      hint={t('statistics.now')}
                      icon={IconUsers}
                      tone="warning"
                    />
                  ),
                },
              ]}
            />
          )}
        </WithFigures>
      </CardSample>
      <CardSample name="ShareStatCard" text={t('statistics.share')} size={full}>
        <WithFigures area="crm" allowed={canCrm} query={crm} height={96}>
          {({ totals }) => (
            <StatCardGrid
              label={t('statistics.usersLabel')}
              items={SHARES.map(({ key, icon, tone }) => ({
                key,
                card: (
                  <ShareStatCard
                    title={t(`figures.${key}`)}
                    value={format.number(totals[key])}
                    share={
                      key !== 'users' && totals.users > 0
                        ? format.wholePercent(totals[key] / totals.users)
                        : undefined
                    }
                    hint={t(`statistics.shareHint.${key}`)}
                    icon={icon}
                    tone={tone}
                  />
                ),
              }))}
            />
          )}
        </WithFigures>
      </CardSample>
      <CardSample name="StatCard · GrowthChip" text={t('statistics.growth')}>
        <WithFigures area="crm" allowed={canCrm} query={crm} height={96}>
          {({ signups }) => (
            <StatCard
              title={t('statistics.signups')}
              value={format.number(signups.thisMonth)}
              hint={t('statistics.lastMonth', { value: format.number(signups.lastMonth) })}
              icon={IconUserPlus}
              tone="info"
              badge={
                <GrowthChip
                  percent={signups.growthPercent}
                  title={t('statistics.growthTitle')}
                  format={format}
                />
              }
            />
          )}
        </WithFigures>
      </CardSample>
      <CardSample name="StatCard" text={t('statistics.plain')}>
        <WithFigures area="crm" allowed={canCrm} query={crm} height={96}>
          {(data) => (
            <StatCard
              title={t('statistics.sessions')}
              value={format.number(data.activeSessions)}
              hint={t('statistics.sessionsHint')}
              icon={IconDeviceLaptop}
              tone="secondary"
            />
          )}
        </WithFigures>
      </CardSample>
    </Grid>
  );
}
