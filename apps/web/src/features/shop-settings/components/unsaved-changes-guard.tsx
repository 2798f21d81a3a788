import { useBlocker } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';

/** Asks before leaving a form with unsaved changes: another section, another page, or closing the tab. */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation('shop-settings');
  const blocker = useBlocker({ shouldBlockFn: () => dirty, enableBeforeUnload: dirty, withResolver: true });
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
