import type { CustomerDetail } from '@app/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { IconBell, IconPackage, IconReceipt, IconTruckDelivery } from '@tabler/icons-react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RouterTextLink } from '@/components/router-links';
import { useIntlFormat } from '@/lib/intl-format';
import { orderQueryOptions, ordersQueryOptions } from '@/lib/queries/order';
import { useCan } from '@/lib/session/can';
import { mergeActivity } from '../lib/order-activity';

const RECENT = 5;
const ICON = { placed: IconReceipt, status: IconTruckDelivery, items: IconPackage, payment: IconBell };

/** What happened to the customer's five latest orders — the updates that concern them — newest first. */
export function CustomerNotificationsTab({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation('customer');
  const format = useIntlFormat();
  const canReadOrders = useCan({ action: 'read', subject: 'Order' });
  const latest = useQuery({
    ...ordersQueryOptions({ customerId: customer.customerId, page: 1, itemsPerPage: RECENT }),
    enabled: canReadOrders,
  });
  const details = useQueries({
    queries: (latest.data?.orders ?? []).map((o) => orderQueryOptions(o.id)),
  });
  const loading = latest.isPending || details.some((d) => d.isPending);
  const failed = latest.isError || details.some((d) => d.isError);
  const activity = mergeActivity(details.flatMap((d) => (d.data ? [d.data] : [])));
  const retry = () => {
    void latest.refetch();
    for (const d of details) if (d.isError) void d.refetch();
  };

  return (
    <Card>
      <CardHeader
        title={t('notifications.title')}
        subheader={t('notifications.subtitle', { count: RECENT })}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {!canReadOrders ? (
          <Typography color="text.secondary">{t('orders.notAllowed')}</Typography>
        ) : failed ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Typography color="error">{t('notifications.error')}</Typography>
            <Button size="small" onClick={retry}>
              {t('list.retry')}
            </Button>
          </Box>
        ) : loading && canReadOrders && latest.fetchStatus !== 'idle' ? (
          <Box sx={{ display: 'grid', gap: 1.5 }} aria-busy>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={52} />
            ))}
          </Box>
        ) : activity.length === 0 ? (
          <Typography color="text.secondary">{t('notifications.empty')}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
            {activity.map((a) => {
              const KindIcon = ICON[a.kind];
              const status = a.status ? t(`orderStatuses.${a.status}`, { defaultValue: a.status }) : '';
              return (
                <Box
                  component="li"
                  key={a.key}
                  sx={{ display: 'flex', gap: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}
                >
                  <Box aria-hidden sx={{ color: 'primary.main', display: 'flex', pt: 0.25 }}>
                    <KindIcon size={22} />
                  </Box>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography>
                      <RouterTextLink
                        to="/apps/ecommerce/order/details/$id"
                        params={{ id: String(a.orderId) }}
                        sx={{ fontWeight: 500 }}
                      >
                        {t('notifications.order', { order: a.order })}
                      </RouterTextLink>{' '}
                      {t(`notifications.kind.${a.kind}`, { status })}
                    </Typography>
                    {a.note && (
                      <Typography variant="body2" color="text.secondary">
                        {a.note}
                      </Typography>
                    )}
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      component="time"
                      dateTime={a.createdAt}
                    >
                      {format.dateTime(a.createdAt)}
                    </Typography>
                  </Box>
                </Box>
              );
            })}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
