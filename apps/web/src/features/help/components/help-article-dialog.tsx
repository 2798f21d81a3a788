import { type HelpArticle, type HelpArticleBody, type HelpCategory, helpArticleBody } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useNavigate } from '@tanstack/react-router';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { htmlAsText } from '@/components/edit-conflict/edit-conflict-diff';
import { useConflictAwareForm } from '@/components/edit-conflict/use-conflict-aware-form';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/form-field/form-field';
import { RichTextField } from '@/components/rich-text-editor/rich-text-field';
import { useToast } from '@/components/toast/use-toast';
import { fieldMessage } from '@/lib/form-errors';
import { useSaveHelpArticle } from '../api/save-help-article';

type Output = z.output<typeof helpArticleBody>;
type Props = { categories: HelpCategory[]; article: HelpArticle | null; onClose: () => void };
const FIELDS = ['categoryId', 'title', 'slug', 'subtitle', 'image', 'body', 'popular', 'keepLearning'];

const toForm = (article: HelpArticle): HelpArticleBody => ({
  categoryId: article.categoryId,
  title: article.title,
  slug: article.slug,
  subtitle: article.subtitle,
  image: article.productImg,
  body: article.productContent,
  popular: article.popular,
  keepLearning: article.keepLearning,
});

/**
 * Write (article null) or edit a help article with the shared rich-text editor. Mount it when it opens.
 * An edit is saved with the version it loaded; a save over a newer one shows what changed
 * (docs/edit-conflicts.md).
 */
export function HelpArticleDialog({ categories, article, onClose }: Props) {
  const { t } = useTranslation('help');
  const { notify } = useToast();
  const navigate = useNavigate();
  const save = useSaveHelpArticle();
  const initial: HelpArticleBody = article
    ? toForm(article)
    : {
        categoryId: categories[0]?.id,
        title: '',
        subtitle: '',
        image: null,
        body: '',
        popular: false,
        keepLearning: false,
      };
  const form = useForm<HelpArticleBody, unknown, Output>({
    resolver: zodResolver(helpArticleBody),
    defaultValues: initial,
  });
  const categoryTitle = (id: unknown) =>
    categories.find((c) => c.id === Number(id))?.title ?? `#${String(id)}`;
  const switchText = (on: unknown) => t(on ? 'editor.switchOn' : 'editor.switchOff');
  const { submit, formError, dialog } = useConflictAwareForm(form, FIELDS, {
    loaded: { version: article?.version ?? 1, values: initial },
    fields: [
      { name: 'categoryId', label: t('editor.category'), format: categoryTitle },
      { name: 'title', label: t('editor.title') },
      { name: 'slug', label: t('editor.slug') },
      { name: 'subtitle', label: t('editor.subtitleField') },
      { name: 'image', label: t('editor.image') },
      { name: 'body', label: t('editor.body'), format: htmlAsText },
      { name: 'popular', label: t('editor.popular'), format: switchText },
      { name: 'keepLearning', label: t('editor.keepLearning'), format: switchText },
    ],
    fromDetail: (detail: HelpArticle) => ({ version: detail.version, values: toForm(detail) }),
    save: (body, version) =>
      save.mutateAsync(article ? { id: article.id, body: { ...body, version } } : { body }),
    onSaved: async (saved) => {
      notify(t(article ? 'article.saved' : 'article.created'));
      onClose();
      if (saved.slug !== article?.slug)
        await navigate({ to: '/front-pages/help-center/article/$title', params: { title: saved.slug } });
    },
  });

  return (
    <FormDialog
      title={t(article ? 'editor.editTitle' : 'editor.addTitle')}
      subtitle={t('editor.subtitle')}
      closeLabel={t('editor.close')}
      cancelLabel={t('editor.cancel')}
      submitLabel={save.isPending ? t('editor.saving') : t('editor.save')}
      pending={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      {formError && <Alert severity="error">{formError}</Alert>}
      <FormField
        ns="help"
        control={form.control}
        name="categoryId"
        size="medium"
        label={t('editor.category')}
        required
        number="required"
        options={categories.map((c) => ({ value: String(c.id), label: c.title }))}
      />
      <FormField
        ns="help"
        control={form.control}
        name="title"
        size="medium"
        label={t('editor.title')}
        required
      />
      <FormField
        ns="help"
        control={form.control}
        name="slug"
        size="medium"
        label={t('editor.slug')}
        helperText={t('editor.slugHint')}
        emptyIsUnset
      />
      <FormField
        ns="help"
        control={form.control}
        name="subtitle"
        size="medium"
        label={t('editor.subtitleField')}
      />
      <Controller
        control={form.control}
        name="image"
        render={({ field, fieldState }) => (
          <TextField
            label={t('editor.image')}
            value={field.value ?? ''}
            onChange={(e) => field.onChange(e.target.value.trim() === '' ? null : e.target.value)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error !== undefined}
            helperText={fieldMessage(t, 'help', fieldState.error?.message) ?? t('editor.imageHint')}
          />
        )}
      />
      <RichTextField
        control={form.control}
        name="body"
        ns="help"
        label={t('editor.body')}
        labelsPrefix="editor.toolbar."
        minHeight={220}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {(['popular', 'keepLearning'] as const).map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value ?? false} onChange={(_, on) => field.onChange(on)} />}
                label={t(`editor.${name}`)}
              />
            )}
          />
        ))}
      </Box>
      {dialog}
    </FormDialog>
  );
}
