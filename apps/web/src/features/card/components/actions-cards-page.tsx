import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DonutLegend } from '@/components/charts/donut-legend';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { CopyButton } from '@/components/copy-button';
import { useToast } from '@/components/toast/use-toast';
import { useIntlFormat } from '@/lib/intl-format';
import { useCardFigures } from '../hooks/use-card-figures';
import { useRemovedCards } from '../hooks/use-removed-cards';
import { ActionCard } from './action-card';
import { CardSample } from './card-sample';
import { ShopFigureLines } from './figure-lines';
import { TitledCard } from './titled-card';
import { WithFigures } from './with-figures';

const STATUS_TONES = { active: 'success', pending: 'warning', inactive: 'secondary' } as const;

/** /pages/cards/actions: cards with a header menu, a copy button and an action that asks first. */
export function ActionsCardsPage() {
  const { t } = useTranslation('card');
  const theme = useTheme();
  const format = useIntlFormat();
  const { notify } = useToast();
  const { canShop, canCrm, shop, crm } = useCardFigures();
  const cards = useRemovedCards();
  const [confirming, setConfirming] = useState(false);
  const shopTitle = t('actions.shopTitle');
  const usersTitle = t('actions.usersTitle');
  return (
    <Grid container spacing={3}>
      {!cards.isRemoved('shop') && (
        <CardSample name="ActionCard" text={t('actions.menuCard')}>
          <WithFigures area="shop" allowed={canShop} query={shop} height={120}>
            {(data) => (
              <ActionCard
                title={shopTitle}
                subheader={t('actions.period', {
                  from: format.date(`${data.period.from}T00:00:00Z`),
                  to: format.date(`${data.period.to}T00:00:00Z`),
                })}
                onRefresh={() => void shop.refetch()}
                refreshing={shop.isFetching}
                onRemove={() => cards.remove('shop', shopTitle)}
              >
                <ShopFigureLines totals={data.totals} format={format} />
              </ActionCard>
            )}
          </WithFigures>
        </CardSample>
      )}
      {!cards.isRemoved('users') && (
        <CardSample name="ActionCard" text={t('actions.menuCardUsers')}>
          <WithFigures area="crm" allowed={canCrm} query={crm} height={120}>
            {(data) => (
              <ActionCard
                title={usersTitle}
                subheader={t('actions.usersSubtitle', {
                  count: data.totals.users,
                  value: format.number(data.totals.users),
                })}
                onRefresh={() => void crm.refetch()}
                refreshing={crm.isFetching}
                onRemove={() => cards.remove('users', usersTitle)}
              >
                <DonutLegend
                  label={usersTitle}
                  format={format}
                  slices={data.usersByStatus.map((s) => ({
                    id: s.status,
                    label: t(`figures.${s.status}`),
                    value: s.count,
                    color: theme.palette[STATUS_TONES[s.status]].main,
                  }))}
                />
              </ActionCard>
            )}
          </WithFigures>
        </CardSample>
      )}
      <CardSample name="CopyButton" text={t('actions.copy')}>
        <WithFigures area="shop" allowed={canShop} query={shop} height={120}>
          {(data) => {
            const summary = t('actions.summary', {
              revenue: format.money(data.totals.revenue),
              count: data.totals.orders,
              orders: format.number(data.totals.orders),
              from: format.date(`${data.period.from}T00:00:00Z`),
              to: format.date(`${data.period.to}T00:00:00Z`),
            });
            return (
              <TitledCard
                title={t('actions.copyTitle')}
                action={<CopyButton text={summary} label={t('actions.copyLabel')} size="medium" />}
              >
                <Typography>{summary}</Typography>
              </TitledCard>
            );
          }}
        </WithFigures>
      </CardSample>
      <CardSample name="ConfirmDialog" text={t('actions.confirm')}>
        <TitledCard title={t('actions.restoreTitle')}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('actions.removedCount', {
              count: cards.removedCount,
              value: format.number(cards.removedCount),
            })}
          </Typography>
          <Button
            variant="contained"
            startIcon={<IconRestore size={18} aria-hidden />}
            disabled={cards.removedCount === 0}
            onClick={() => setConfirming(true)}
          >
            {t('actions.restore')}
          </Button>
        </TitledCard>
        <ConfirmDialog
          open={confirming}
          title={t('actions.restoreConfirmTitle')}
          description={t('actions.restoreConfirmText', {
            count: cards.removedCount,
            value: format.number(cards.removedCount),
          })}
          confirmLabel={t('actions.restore')}
          onClose={() => setConfirming(false)}
          onConfirm={() => {
            cards.restoreAll();
            setConfirming(false);
            notify(t('actions.restored'));
          }}
        />
      </CardSample>
    </Grid>
  );
}
