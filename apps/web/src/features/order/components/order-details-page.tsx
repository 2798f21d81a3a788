import { shopIdParam } from '@app/contracts';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { IconShoppingCartQuestion } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditHistory } from '@/components/audit-log/audit-history';
import { NotFoundCard } from '@/components/not-found-card';
import { RetryAlert } from '@/components/retry-alert';
import { useToast } from '@/components/toast/use-toast';
import { ApiError } from '@/lib/api-client';
import { orderQueryOptions } from '@/lib/queries/order';
import { parseRouteId } from '@/lib/route-id';
import { useCan, useCanOn } from '@/lib/session/can';
import { ChangeOwnerDialog } from './change-owner-dialog';
import { ChangeStatusDialog } from './change-status-dialog';
import { OrderAddressCard } from './order-address-card';
import { OrderCustomerCard } from './order-customer-card';
import { OrderDetailsHeader } from './order-details-header';
import { OrderItemsCard } from './order-items-card';
import { OrderOwnerCard } from './order-owner-card';
import { OrderTimelineCard } from './order-timeline-card';
import { PaymentMethod } from './payment-method';
import { useDeleteOrderDialog } from './use-delete-order-dialog';

type Props = { id: string; onDeleted: () => void };

export function OrderDetailsPage({ id, onDeleted }: Props) {
  const { t } = useTranslation('order');
  const orderId = parseRouteId(id, shopIdParam);
  const valid = orderId !== undefined;
  const order = useQuery({ ...orderQueryOptions(orderId ?? 0), enabled: valid });
  // Conditions such as "owner is me" narrow single orders: ask about this one (decision 015).
  const reached = { status: order.data?.status, ownerId: order.data?.ownerId ?? null };
  const canUpdate = useCanOn('update', 'Order', reached);
  const canDelete = useCanOn('delete', 'Order', reached);
  const canAudit = useCan({ action: 'manage', subject: 'AuditEntry' });
  // Picking the new owner searches the users.
  const canPickOwner = useCan({ action: 'read', subject: 'User' });
  const [changing, setChanging] = useState(false);
  const [handingOn, setHandingOn] = useState(false);
  const { notify } = useToast();
  const deleting = useDeleteOrderDialog(onDeleted);

  if (!valid || (order.error instanceof ApiError && order.error.status === 404))
    return (
      <NotFoundCard
        icon={IconShoppingCartQuestion}
        title={t('details.notFound')}
        text={t('details.notFoundText', { id })}
        backLabel={t('details.backToList')}
        backTo="/apps/ecommerce/order/list"
      />
    );
  if (order.isError) {
    return (
      <RetryAlert retryLabel={t('list.retry')} onRetry={() => void order.refetch()}>
        {t('details.error')} {order.error.message}
      </RetryAlert>
    );
  }
  if (!order.data) {
    return (
      <Grid container spacing={3} aria-busy aria-label={t('details.loading')}>
        <Grid size={12}>
          <Skeleton variant="rounded" height={56} />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }} sx={{ display: 'grid', gap: 3 }}>
          <Skeleton variant="rounded" height={320} />
          <Skeleton variant="rounded" height={280} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }} sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
          <Skeleton variant="rounded" height={260} />
          <Skeleton variant="rounded" height={160} />
        </Grid>
      </Grid>
    );
  }

  const data = order.data;
  return (
    <>
      <OrderDetailsHeader
        order={data}
        canUpdate={canUpdate}
        canDelete={canDelete}
        onChangeStatus={() => setChanging(true)}
        onDelete={() => deleting.ask(data)}
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }} sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
          <OrderItemsCard
            order={data}
            canUpdate={canUpdate}
            onQtyChanged={(product) => notify(t('toast.qtyChanged', { product }))}
          />
          <OrderTimelineCard events={data.timeline} />
          {canAudit && <AuditHistory table="orders" recordId={data.id} />}
        </Grid>
        <Grid size={{ xs: 12, md: 4 }} sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
          <OrderOwnerCard
            owner={data.owner}
            canChange={canUpdate && canPickOwner}
            onChange={() => setHandingOn(true)}
          />
          <OrderCustomerCard customer={data.customerDetail} />
          <OrderAddressCard title={t('details.shipping')} address={data.shippingAddress} />
          <OrderAddressCard title={t('details.billing')} address={data.billingAddress}>
            <Box sx={{ mt: 2, display: 'grid', gap: 1 }}>
              <Typography component="h3" sx={{ fontWeight: 500 }}>
                {t('details.paymentMethod')}
              </Typography>
              <PaymentMethod method={data.method} methodNumber={data.methodNumber} />
            </Box>
          </OrderAddressCard>
        </Grid>
      </Grid>
      {changing && (
        <ChangeStatusDialog
          order={data}
          onClose={() => setChanging(false)}
          onSaved={(status) => {
            setChanging(false);
            notify(t('toast.statusChanged', { order: data.order, status: t(`statuses.${status}`) }));
          }}
        />
      )}
      {handingOn && (
        <ChangeOwnerDialog
          order={data}
          onClose={() => setHandingOn(false)}
          onSaved={(saved) => {
            setHandingOn(false);
            notify(
              saved.owner
                ? t('toast.ownerChanged', { order: data.order, name: saved.owner.fullName })
                : t('toast.ownerRemoved', { order: data.order }),
            );
          }}
        />
      )}
      {deleting.dialog}
    </>
  );
}
