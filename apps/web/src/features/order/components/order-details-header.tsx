import type { OrderDetail } from '@app/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { IconArrowBack, IconProgressCheck, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OrderStatusChip, PaymentChip, paymentName } from '@/components/order-chips';
import { RouterButton } from '@/components/router-links';
import { useIntlFormat } from '@/lib/intl-format';

type Props = {
  order: OrderDetail;
  canUpdate: boolean;
  canDelete: boolean;
  onChangeStatus: () => void;
  onDelete: () => void;
};

/** Order number, payment and status chips, when it was placed, and the order's actions. */
export function OrderDetailsHeader({ order, canUpdate, canDelete, onChangeStatus, onDelete }: Props) {
  const { t } = useTranslation('order');
  const format = useIntlFormat();
  const rtl = useTheme().direction === 'rtl';
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: { xs: 'flex-start', sm: 'center' },
        justifyContent: 'space-between',
        gap: 2,
        mb: 3,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Typography variant="h4" component="h1">
            {t('details.title', { order: order.order })}
          </Typography>
          <PaymentChip payment={order.payment} label={t(`payments.${paymentName(order.payment)}`)} />
          <OrderStatusChip status={order.status} label={t(`statuses.${order.status}`)} />
        </Box>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          <time dateTime={order.createdAt}>
            {t('details.placed', { date: format.dateTime(order.createdAt) })}
          </time>
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <RouterButton
          to="/apps/ecommerce/order/list"
          variant="outlined"
          color="secondary"
          startIcon={<IconArrowBack size={18} style={{ transform: rtl ? 'scaleX(-1)' : undefined }} />}
        >
          {t('details.back')}
        </RouterButton>
        {canUpdate && (
          <Button variant="contained" startIcon={<IconProgressCheck size={18} />} onClick={onChangeStatus}>
            {t('status.open')}
          </Button>
        )}
        {canDelete && (
          <Button variant="outlined" color="error" startIcon={<IconTrash size={18} />} onClick={onDelete}>
            {t('actions.deleteOrder')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
