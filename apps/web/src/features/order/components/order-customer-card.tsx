import type { OrderDetail } from '@app/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RouterTextLink } from '@/components/router-links';
import { UserAvatar } from '@/components/user-avatar';
import { useIntlFormat } from '@/lib/intl-format';
import { useCan } from '@/lib/session/can';
import { RoundIcon } from './round-icon';

/** Who ordered: name (to the customer's page), customer id, how many orders, and how to reach them. */
export function OrderCustomerCard({ customer }: { customer: OrderDetail['customerDetail'] }) {
  const { t } = useTranslation('order');
  const format = useIntlFormat();
  const canReadCustomer = useCan({ action: 'read', subject: 'Customer' });
  return (
    <Card>
      <CardHeader title={t('details.customer')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          <UserAvatar name={customer.customer} src={customer.avatar} size={40} />
          <Box sx={{ minWidth: 0 }}>
            {canReadCustomer ? (
              <RouterTextLink
                to="/apps/ecommerce/customer/details/$id"
                params={{ id: String(customer.customerId) }}
                color="text.primary"
                sx={{ fontWeight: 500, display: 'block' }}
                noWrap
              >
                {customer.customer}
              </RouterTextLink>
            ) : (
              <Typography sx={{ fontWeight: 500 }} noWrap>
                {customer.customer}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {t('details.customerId', { id: customer.customerId })}
            </Typography>
          </Box>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <RoundIcon icon={IconShoppingCart} bgcolor="success.light" color="success.contrastText" />
          <Typography>
            {t('details.orderCount', {
              count: customer.orderCount,
              formatted: format.number(customer.orderCount),
            })}
          </Typography>
        </Box>
        <Divider />
        <Typography component="h3" sx={{ fontWeight: 500 }}>
          {t('details.contact')}
        </Typography>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.75 }}
        >
          <Typography component="dt" color="text.secondary">
            {t('details.email')}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            <span dir="ltr">{customer.email}</span>
          </Typography>
          <Typography component="dt" color="text.secondary">
            {t('details.phone')}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            <span dir="ltr">{customer.contact || '—'}</span>
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
