import type { CheckoutOrderAnswer } from '@app/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/app/session/can';
import { RouterButton } from '@/components/router-links';
import type { IntlFormat } from '@/lib/intl-format';

type Props = { order: CheckoutOrderAnswer; format: IntlFormat; onAnother: () => void };

/** The placed order: its number, total and payment state, with the way to it in the order list. */
export function CheckoutDone({ order, format, onAnother }: Props) {
  const { t } = useTranslation('checkout');
  const canReadOrders = useCan({ action: 'read', subject: 'Order' });
  return (
    <Stack role="status" sx={{ alignItems: 'center', textAlign: 'center', gap: 1.5, py: 4 }}>
      <Typography color="success.main" aria-hidden>
        <IconCircleCheck size={56} stroke={1.5} />
      </Typography>
      <Typography variant="h5" component="h2">
        {t('done.title', { number: order.orderNumber })}
      </Typography>
      <Typography color="text.secondary">
        {t('done.text', { total: format.money(order.total), last4: order.cardLast4 })}
      </Typography>
      <Stack direction="row" sx={{ gap: 1.5, mt: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
        {canReadOrders && (
          <RouterButton
            variant="contained"
            to="/apps/ecommerce/order/details/$id"
            params={{ id: String(order.orderId) }}
          >
            {t('done.open')}
          </RouterButton>
        )}
        <Button variant="outlined" onClick={onAnother}>
          {t('done.another')}
        </Button>
      </Stack>
    </Stack>
  );
}
