import {
  type FaqGroup,
  type FaqItem,
  type FaqQuestion,
  type FaqQuestionBody,
  faqQuestionBody,
} from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useConflictAwareForm } from '@/components/edit-conflict/use-conflict-aware-form';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/form-field/form-field';
import { useToast } from '@/components/toast/use-toast';
import { useSaveFaqQuestion } from '../api/save-faq-question';

type Output = z.output<typeof faqQuestionBody>;
type Props = { groups: FaqGroup[]; question: FaqItem | null; groupId: number; onClose: () => void };
const FIELDS = ['groupId', 'question', 'answer'];

const toForm = (groupId: number, question: Pick<FaqItem, 'question' | 'answer'> | null): FaqQuestionBody => ({
  groupId,
  question: question?.question ?? '',
  answer: question?.answer ?? '',
});

/**
 * Add (question null) or edit a FAQ question. Mount it when it opens. An edit is saved with the
 * version it loaded; a save over a newer one shows what changed (docs/edit-conflicts.md).
 */
export function FaqQuestionDialog({ groups, question, groupId, onClose }: Props) {
  const { t } = useTranslation('help');
  const { notify } = useToast();
  const save = useSaveFaqQuestion();
  const form = useForm<FaqQuestionBody, unknown, Output>({
    resolver: zodResolver(faqQuestionBody),
    defaultValues: toForm(groupId, question),
  });
  const groupTitle = (id: unknown) => {
    const group = groups.find((g) => g.id === Number(id));
    return group ? t(`faq.groups.${group.faqTitle}`, { defaultValue: group.faqTitle }) : `#${String(id)}`;
  };
  const { submit, formError, dialog } = useConflictAwareForm(form, FIELDS, {
    loaded: { version: question?.version ?? 1, values: toForm(groupId, question) },
    fields: [
      { name: 'groupId', label: t('faq.dialog.group'), format: groupTitle },
      { name: 'question', label: t('faq.dialog.question') },
      { name: 'answer', label: t('faq.dialog.answer') },
    ],
    fromDetail: (detail: FaqQuestion) => ({
      version: detail.version,
      values: toForm(detail.groupId, detail),
    }),
    save: (body, version) =>
      save.mutateAsync(question ? { id: question.id, body: { ...body, version } } : { body }),
    onSaved: () => {
      notify(t(question ? 'faq.updated' : 'faq.created'));
      onClose();
    },
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
      {dialog}
    </FormDialog>
  );
}
