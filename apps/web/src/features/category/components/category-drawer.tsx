import type { Category } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { htmlAsText } from '@/components/edit-conflict/edit-conflict-diff';
import { useConflictAwareSave } from '@/components/edit-conflict/use-conflict-aware-save';
import { FormDrawer } from '@/components/form-drawer';
import { applyServerErrors } from '@/lib/form-errors';
import { useSaveCategory } from '../api/save-category';
import {
  type CategoryFormValues,
  categoryFormSchema,
  categoryToForm,
  emptyCategoryForm,
  formToCategoryBody,
} from '../category-form-values';
import { CategoryFormFields } from './category-form-fields';

type Output = z.output<typeof categoryFormSchema>;
const FIELDS = [...Object.keys(emptyCategoryForm()), 'image'];

type Props = {
  /** null: closed; 'new': adding; a category: editing it. */
  editing: Category | 'new' | null;
  onClose: () => void;
  onSaved: (name: string, created: boolean) => void;
};

/** The add/edit panel: it slides in from the end side (the left in Arabic). */
export function CategoryDrawer({ editing, onClose, onSaved }: Props) {
  const { t } = useTranslation('category');
  const save = useSaveCategory();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CategoryFormValues, unknown, Output>({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: emptyCategoryForm(),
  });
  const current = editing === 'new' ? null : editing;

  useEffect(() => {
    if (editing) form.reset(editing === 'new' ? emptyCategoryForm() : categoryToForm(editing));
  }, [editing, form]);

  const close = () => {
    setFormError(null);
    save.reset();
    onClose();
  };

  const saved = (category: Category) => {
    onSaved(category.name, current === null);
    close();
  };
  const conflict = useConflictAwareSave<CategoryFormValues, Category>({
    openedOn: editing,
    loaded: current
      ? { version: current.version, values: categoryToForm(current) }
      : { version: 1, values: emptyCategoryForm() },
    fields: [
      { name: 'name', label: t('form.name') },
      { name: 'slug', label: t('form.slug') },
      { name: 'status', label: t('form.status') },
      { name: 'description', label: t('form.description'), format: htmlAsText },
    ],
    fromDetail: (detail) => ({ version: detail.version, values: categoryToForm(detail) }),
    save: (values, version) =>
      save.mutateAsync({
        id: current?.id,
        body: current ? { ...formToCategoryBody(values), version } : formToCategoryBody(values),
      }),
    onSaved: saved,
    onTakeTheirs: (values) => form.reset(values),
    onError: (error) => setFormError(applyServerErrors(error, form.setError, FIELDS)),
  });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await conflict.submit(values);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, FIELDS));
    }
  });

  return (
    <FormDrawer
      open={editing !== null}
      onClose={close}
      width={420}
      title={current ? t('form.editTitle') : t('form.addTitle')}
      closeLabel={t('form.close')}
      cancelLabel={t('form.cancel')}
      submitLabel={save.isPending ? t('form.saving') : current ? t('form.save') : t('form.add')}
      pending={save.isPending}
      onSubmit={submit}
      error={formError}
      extra={conflict.dialog}
    >
      <CategoryFormFields control={form.control} selfId={current?.id} />
    </FormDrawer>
  );
}
