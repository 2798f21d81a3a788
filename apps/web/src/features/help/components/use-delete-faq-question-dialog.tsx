import type { FaqItem } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast/use-toast';
import { useConfirmedDelete } from '@/components/use-confirmed-delete';
import { useDeleteFaqQuestion } from '../api/delete-faq-question';

/** Deleting a FAQ question behind a confirmation; a failure keeps the dialog open with the reason. */
export function useDeleteFaqQuestionDialog() {
  const { t } = useTranslation('help');
  const { notify } = useToast();
  return useConfirmedDelete({
    removal: useDeleteFaqQuestion(),
    idOf: (question: FaqItem) => question.id,
    texts: (question) => ({
      title: t('faq.deleteTitle'),
      description: t('faq.deleteText', { question: question.question }),
      confirmLabel: t('faq.delete'),
    }),
    onDeleted: () => notify(t('faq.deleted')),
  });
}
