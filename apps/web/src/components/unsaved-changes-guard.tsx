import { useBlocker } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';

type Props = {
  /** The form's namespace: its `unsaved.title`, `unsaved.text` and `unsaved.leave`. */
  ns: string;
  /** Whether leaving would lose changes; a function is asked at the moment of leaving. */
  dirty: boolean | (() => boolean);
};

/** Asks before leaving a form with unsaved changes: another page (or section), or closing the tab. */
export function UnsavedChangesGuard({ ns, dirty }: Props) {
  const { t } = useTranslation(ns);
  const isDirty = () => (typeof dirty === 'function' ? dirty() : dirty);
  const blocker = useBlocker({ shouldBlockFn: isDirty, enableBeforeUnload: dirty, withResolver: true });
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
