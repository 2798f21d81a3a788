import Grid from '@mui/material/Grid';
import { IconCardsFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CardSkeleton } from '@/components/card-skeleton';
import { EmptyLine } from '@/components/empty-line';
import { NotFoundCard } from '@/components/not-found-card';
import { RetryAlert } from '@/components/retry-alert';
import { RouterButton } from '@/components/router-links';
import { SectionCard } from '@/components/section-card';
import { useIntlFormat } from '@/lib/intl-format';
import { useCardFigures } from '../hooks/use-card-figures';
import { CardSample } from './card-sample';
import { ShopFigureLines, UserFigureLines } from './figure-lines';
import { FiguresUnavailable } from './figures-unavailable';
import { WithFigures } from './with-figures';

/** /pages/cards/basic: the plain cards every page builds on, and the states a card can be in. */
export function BasicCardsPage() {
  const { t } = useTranslation('card');
  const format = useIntlFormat();
  const { canShop, canCrm, shop, crm } = useCardFigures();
  return (
    <Grid container spacing={3}>
      <CardSample name="SectionCard" text={t('basic.section')}>
        <WithFigures area="crm" allowed={canCrm} query={crm} height={120}>
          {(data) => (
            <SectionCard title={t('basic.usersTitle')}>
              <UserFigureLines totals={data.totals} format={format} />
            </SectionCard>
          )}
        </WithFigures>
      </CardSample>
      <CardSample name="SectionCard · action" text={t('basic.sectionAction')}>
        <WithFigures area="shop" allowed={canShop} query={shop} height={120}>
          {(data) => (
            <SectionCard
              title={t('basic.shopTitle')}
              action={
                <RouterButton to="/apps/ecommerce/dashboard" size="small">
                  {t('basic.openDashboard')}
                </RouterButton>
              }
            >
              <ShopFigureLines totals={data.totals} format={format} />
            </SectionCard>
          )}
        </WithFigures>
      </CardSample>
      <CardSample name="CardSkeleton" text={t('basic.skeleton')}>
        <CardSkeleton height={96} />
      </CardSample>
      <CardSample name="EmptyLine" text={t('basic.empty')}>
        <SectionCard title={t('basic.emptyTitle')}>
          <EmptyLine text={t('basic.emptyText')} />
        </SectionCard>
      </CardSample>
      <CardSample name="RetryAlert" text={t('basic.retry')}>
        {canCrm ? (
          <RetryAlert retryLabel={t('retry')} onRetry={() => void crm.refetch()}>
            {t('basic.retryText')}
          </RetryAlert>
        ) : (
          <FiguresUnavailable area="crm" allowed={false} />
        )}
      </CardSample>
      <CardSample name="NotFoundCard" text={t('basic.notFound')}>
        <NotFoundCard
          icon={IconCardsFilled}
          title={t('basic.notFoundTitle')}
          text={t('basic.notFoundText')}
          backLabel={t('allCards')}
          backTo="/pages/cards"
        />
      </CardSample>
    </Grid>
  );
}
