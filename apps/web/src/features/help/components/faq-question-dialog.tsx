import { type FaqGroup, type FaqItem, type FaqQuestionBody, faqQuestionBody } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/form-field/form-field';
import { useFormSubmit } from '@/components/form-field/use-form-submit';
import { useToast } from '@/components/toast/use-toast';
import { useSaveFaqQuestion } from '../api/save-faq-question';

type Output = z.output<typeof faqQuestionBody>;
type Props = { groups: FaqGroup[]; question: FaqItem | null; groupId: number; onClose: () => void };
const FIELDS = ['groupId', 'question', 'answer'];

/** Add (question null) or edit a FAQ question. Mount it when it opens. */
export function FaqQuestionDialog({ groups, question, groupId, onClose }: Props) {
  const { t } = useTranslation('help');
  const { notify } = useToast();
  const save = useSaveFaqQuestion();
  const form = useForm<FaqQuestionBody, unknown, Output>({
    resolver: zodResolver(faqQuestionBody),
    defaultValues: { groupId, question: question?.question ?? '', answer: question?.answer ?? '' },
  });
  const { submit, formError } = useFormSubmit(form, FIELDS, async (body) => {
    await save.mutateAsync({ id: question?.id, body });
    notify(t(question ? 'faq.updated' : 'faq.created'));
    onClose();
  });
  return (
    <FormDialog
      title={t(question ? 'faq.dialog.editTitle' : 'faq.dialog.addTitle')}
      subtitle={t('faq.dialog.subtitle')}
      closeLabel={t('faq.dialog.close')}
      cancelLabel={t('faq.dialog.cancel')}
      submitLabel={save.isPending ? t('faq.dialog.saving') : t('faq.dialog.save')}
      pending={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      {formError && <Alert severity="error">{formError}</Alert>}
      <FormField
        ns="help"
        control={form.control}
        name="groupId"
        size="medium"
        label={t('faq.dialog.group')}
        required
        number="required"
        options={groups.map((g) => ({
          value: String(g.id),
          label: t(`faq.groups.${g.faqTitle}`, { defaultValue: g.faqTitle }),
        }))}
      />
      <FormField
        ns="help"
        control={form.control}
        name="question"
        size="medium"
        label={t('faq.dialog.question')}
        required
      />
      <FormField
        ns="help"
        control={form.control}
        name="answer"
        size="medium"
        label={t('faq.dialog.answer')}
        multiline
        minRows={4}
        required
      />
    </FormDialog>
  );
}
