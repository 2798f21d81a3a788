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
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/form-field/form-field';
import { useFormSubmit } from '@/components/form-field/use-form-submit';
import { LazyRichTextEditor } from '@/components/rich-text-editor/lazy-rich-text-editor';
import { richTextLabels } from '@/components/rich-text-editor/toolbar-labels';
import { useToast } from '@/components/toast/use-toast';
import { fieldMessage } from '@/lib/form-errors';
import { useSaveHelpArticle } from '../api/save-help-article';

type Output = z.output<typeof helpArticleBody>;
type Props = { categories: HelpCategory[]; article: HelpArticle | null; onClose: () => void };
const FIELDS = ['categoryId', 'title', 'slug', 'subtitle', 'image', 'body', 'popular', 'keepLearning'];

/** Write (article null) or edit a help article with the shared rich-text editor. Mount it when it opens. */
export function HelpArticleDialog({ categories, article, onClose }: Props) {
  const { t } = useTranslation('help');
  const { notify } = useToast();
  const navigate = useNavigate();
  const save = useSaveHelpArticle();
  const form = useForm<HelpArticleBody, unknown, Output>({
    resolver: zodResolver(helpArticleBody),
    defaultValues: article
      ? {
          categoryId: article.categoryId,
          title: article.title,
          slug: article.slug,
          subtitle: article.subtitle,
          image: article.productImg,
          body: article.productContent,
          popular: article.popular,
          keepLearning: article.keepLearning,
        }
      : {
          categoryId: categories[0]?.id,
          title: '',
          subtitle: '',
          image: null,
          body: '',
          popular: false,
          keepLearning: false,
        },
  });
  const { submit, formError } = useFormSubmit(form, FIELDS, async (body) => {
    const saved = await save.mutateAsync({ id: article?.id, body });
    notify(t(article ? 'article.saved' : 'article.created'));
    onClose();
    if (saved.slug !== article?.slug)
      await navigate({ to: '/front-pages/help-center/article/$title', params: { title: saved.slug } });
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
      <Controller
        control={form.control}
        name="body"
        render={({ field, fieldState }) => (
          <LazyRichTextEditor
            label={t('editor.body')}
            value={field.value ?? ''}
            onChange={field.onChange}
            labels={richTextLabels(t, 'editor.toolbar.')}
            error={fieldState.error !== undefined}
            helperText={fieldMessage(t, 'help', fieldState.error?.message)}
            minHeight={220}
          />
        )}
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
    </FormDialog>
  );
}
