import { useBlocker } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';

/** Asks before leaving the form with unsaved changes: another page, or closing the tab. */
export function UnsavedInvoiceGuard({ dirty }: { dirty: () => boolean }) {
  const { t } = useTranslation('invoice');
  const blocker = useBlocker({ shouldBlockFn: () => dirty(), enableBeforeUnload: dirty, withResolver: true });
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      title={t('unsaved.title')}
      description={t('unsaved.text')}
      confirmLabel={t('unsaved.leave')}
      color="warning"
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}
