import type { EmailReply } from '@app/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { IconAlertTriangle, IconCircleCheck, IconClockHour4, IconServerOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRetrySend } from '../api/email-mutations';

type Delivery = Pick<EmailReply, 'deliveryStatus' | 'deliveryError'>;

const ICONS = {
  queued: { Icon: IconClockHour4, color: 'info.main' },
  delivered: { Icon: IconCircleCheck, color: 'success.main' },
  failed: { Icon: IconAlertTriangle, color: 'error.main' },
  not_configured: { Icon: IconServerOff, color: 'warning.main' },
} as const;

export function useDeliveryText() {
  const { t } = useTranslation('email');
  return ({ deliveryStatus, deliveryError }: Delivery) =>
    deliveryStatus === 'failed'
      ? t('delivery.failed', { error: deliveryError ?? t('delivery.unknownError') })
      : deliveryStatus === 'queued' && deliveryError
        ? t('delivery.retrying', { error: deliveryError })
        : deliveryStatus
          ? t(`delivery.${deliveryStatus}`)
          : '';
}

/** The list's small sign of how far a sent mail got. */
export function EmailDeliveryIcon({ email }: { email: Delivery }) {
  const text = useDeliveryText();
  if (!email.deliveryStatus) return null;
  const { Icon, color } = ICONS[email.deliveryStatus];
  return (
    <Tooltip title={text(email)}>
      <Box component="span" role="img" aria-label={text(email)} sx={{ display: 'inline-flex', color }}>
        <Icon size={16} />
      </Box>
    </Tooltip>
  );
}

const SEVERITY = {
  queued: 'info',
  delivered: 'success',
  failed: 'error',
  not_configured: 'warning',
} as const;

/**
 * The mail view's line on delivery: delivered to the server, the SMTP error (and the retries to come),
 * or no mail server. A message that failed its last retry offers "Retry", which queues it again.
 */
export function EmailDeliveryState({ email }: { email: Delivery & { id: number } }) {
  const { t } = useTranslation('email');
  const text = useDeliveryText();
  const retry = useRetrySend();
  if (!email.deliveryStatus) return null;
  const { Icon } = ICONS[email.deliveryStatus];
  const action =
    email.deliveryStatus === 'failed' ? (
      <Button
        color="inherit"
        size="small"
        title={t('delivery.retryTitle')}
        loading={retry.isPending}
        onClick={() => retry.mutate(email.id)}
      >
        {t('delivery.retry')}
      </Button>
    ) : undefined;
  return (
    <Alert
      severity={SEVERITY[email.deliveryStatus]}
      icon={<Icon size={20} />}
      action={action}
      sx={{ py: 0, mb: 1.5, '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}
      data-testid="email-delivery"
    >
      {retry.isSuccess && email.deliveryStatus === 'queued' && !email.deliveryError
        ? t('delivery.requeued')
        : text(email)}
      {retry.isError && (
        <Box component="span" role="alert" sx={{ display: 'block' }}>
          {t('delivery.retryFailed', { error: retry.error.message })}
        </Box>
      )}
    </Alert>
  );
}
