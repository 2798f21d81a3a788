import type { FaqItem } from '@app/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useToast } from '@/components/toast/use-toast';
import { useDeleteFaqQuestion } from '../api/delete-faq-question';

/** Deleting a FAQ question behind a confirmation; a failure keeps the dialog open with the reason. */
export function useDeleteFaqQuestionDialog() {
  const { t } = useTranslation('help');
  const { notify } = useToast();
  const [pending, setPending] = useState<FaqItem | null>(null);
  const remove = useDeleteFaqQuestion();
  const ask = useCallback((question: FaqItem) => setPending(question), []);
  const close = () => {
    setPending(null);
    remove.reset();
  };
  const confirm = async () => {
    if (!pending) return;
    try {
      await remove.mutateAsync(pending.id);
      notify(t('faq.deleted'));
      close();
    } catch {
      // The dialog shows why.
    }
  };
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={t('faq.deleteTitle')}
      description={pending ? t('faq.deleteText', { question: pending.question }) : undefined}
      confirmLabel={t('faq.delete')}
      color="error"
      pending={remove.isPending}
      error={remove.error?.message}
      onConfirm={confirm}
      onClose={close}
    />
  );
  return { ask, dialog };
}
