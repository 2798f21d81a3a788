import type { CustomerDetail, Order } from '@app/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { IconBrandMastercard, IconBrandPaypal } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AddressLines } from '@/components/address-lines';
import { TintedChip } from '@/components/tinted-chip/tinted-chip';
import { useIntlFormat } from '@/lib/intl-format';
import { ordersQueryOptions } from '@/lib/queries/order';
import { useCan } from '@/lib/session/can';
import { paymentMethodsOf } from '../lib/payment-methods';

/** The customer's saved addresses, and the cards and accounts they have paid with. */
export function CustomerAddressTab({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation('customer');
  const format = useIntlFormat();
  const canReadOrders = useCan({ action: 'read', subject: 'Order' });
  // The latest 100 orders are enough to list the ways a customer pays.
  const orders = useQuery({
    ...ordersQueryOptions({ customerId: customer.customerId, page: 1, itemsPerPage: 100 }),
    enabled: canReadOrders,
  });
  const methods = paymentMethodsOf(orders.data?.orders ?? ([] as Order[]));
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Card>
        <CardHeader title={t('addresses.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
        <CardContent sx={{ pt: 0 }}>
          {customer.addresses.length === 0 ? (
            <Typography color="text.secondary">{t('addresses.none')}</Typography>
          ) : (
            <Grid container spacing={2}>
              {customer.addresses.map((a) => (
                <Grid key={a.id} size={{ xs: 12, sm: 6 }}>
                  <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, height: '100%' }}>
                    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
                      <Typography component="h3" sx={{ fontWeight: 500 }}>
                        {t(`addresses.kind.${a.kind}`)}
                      </Typography>
                      {a.isDefault && <TintedChip tint="success" label={t('addresses.default')} />}
                    </Box>
                    <AddressLines address={a} />
                  </Box>
                </Grid>
              ))}
            </Grid>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader
          title={t('methods.title')}
          subheader={t('methods.subtitle')}
          slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        />
        <CardContent sx={{ pt: 0, display: 'grid', gap: 1.5 }}>
          {!canReadOrders && <Typography color="text.secondary">{t('orders.notAllowed')}</Typography>}
          {canReadOrders && orders.isPending && <Skeleton variant="rounded" height={64} />}
          {orders.isError && <Typography color="error">{t('methods.error')}</Typography>}
          {orders.data && methods.length === 0 && (
            <Typography color="text.secondary">{t('methods.none')}</Typography>
          )}
          {methods.map((m) => {
            const Icon = m.method === 'paypalLogo' ? IconBrandPaypal : IconBrandMastercard;
            return (
              <Box
                key={`${m.method}-${m.last4}`}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 2,
                  p: 2,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                }}
              >
                <Box
                  aria-hidden
                  sx={{ color: m.method === 'paypalLogo' ? 'info.main' : 'warning.main', display: 'flex' }}
                >
                  <Icon size={28} />
                </Box>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 500 }}>
                    {t(`methods.${m.method}`)} <span dir="ltr">•••• {m.last4}</span>
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('methods.used', {
                      count: m.uses,
                      formatted: format.number(m.uses),
                      date: format.date(m.lastUsed),
                    })}
                  </Typography>
                </Box>
              </Box>
            );
          })}
        </CardContent>
      </Card>
    </Box>
  );
}
