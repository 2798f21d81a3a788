import type { CheckoutOrderAnswer } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { RouterButton } from '@/components/router-links';
import { WizardDone } from '@/components/wizard/wizard-done';
import type { IntlFormat } from '@/lib/intl-format';
import { useCan } from '@/lib/session/can';

type Props = { order: CheckoutOrderAnswer; format: IntlFormat; onAnother: () => void };

/** The placed order: its number, total and payment state, with the way to it in the order list. */
export function CheckoutDone({ order, format, onAnother }: Props) {
  const { t } = useTranslation('checkout');
  const canReadOrders = useCan({ action: 'read', subject: 'Order' });
  return (
    <WizardDone
      title={t('done.title', { number: order.orderNumber })}
      text={t('done.text', { total: format.money(order.total), last4: order.cardLast4 })}
      open={
        canReadOrders && (
          <RouterButton
            variant="contained"
            to="/apps/ecommerce/order/details/$id"
            params={{ id: String(order.orderId) }}
          >
            {t('done.open')}
          </RouterButton>
        )
      }
      anotherLabel={t('done.another')}
      onAnother={onAnother}
    />
  );
}
