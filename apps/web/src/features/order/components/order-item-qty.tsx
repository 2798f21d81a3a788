import type { OrderItem } from '@app/contracts';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useIntlFormat } from '@/lib/intl-format';
import { useUpdateOrderItem } from '../api/update-order-item';

type Props = { orderId: number; item: OrderItem; onChanged: () => void };

/** − qty +: each press saves the new quantity; the totals come back from the server. */
export function OrderItemQty({ orderId, item, onChanged }: Props) {
  const { t } = useTranslation('order');
  const format = useIntlFormat();
  const update = useUpdateOrderItem();
  const change = (qty: number) =>
    update.mutate({ id: orderId, itemId: item.id, qty }, { onSuccess: onChanged });
  const error = update.error?.message;
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'center' }}>
      <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <IconButton
          size="small"
          aria-label={t('items.less', { product: item.productName })}
          disabled={item.qty <= 1 || update.isPending}
          onClick={() => change(item.qty - 1)}
        >
          <IconMinus size={16} />
        </IconButton>
        <Typography component="span" sx={{ minWidth: 24, textAlign: 'center' }} aria-live="polite">
          {format.number(item.qty)}
        </Typography>
        <IconButton
          size="small"
          aria-label={t('items.more', { product: item.productName })}
          disabled={update.isPending}
          onClick={() => change(item.qty + 1)}
        >
          <IconPlus size={16} />
        </IconButton>
      </Box>
      {error && (
        <Tooltip title={error}>
          <Typography variant="caption" color="error" role="alert">
            {t('items.qtyFailed')}
          </Typography>
        </Tooltip>
      )}
    </Box>
  );
}
