import { PRODUCT_IMAGE_MAX_BYTES, productImageTypes } from '@app/contracts';
import FormLabel from '@mui/material/FormLabel';
import { useQuery } from '@tanstack/react-query';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField } from '@/components/form-field/form-field';
import { ImageDropzone } from '@/components/image-dropzone/image-dropzone';
import { productStatusOptions } from '@/components/product-status-chip';
import { RichTextField } from '@/components/rich-text-editor/rich-text-field';
import { useIntlFormat } from '@/lib/intl-format';
import { categoryOptionsQueryOptions } from '@/lib/queries/category';
import { uploadImage } from '@/lib/upload-file';
import { type CategoryFormValues, type categoryFormSchema, slugify } from '../category-form-values';

type Props = {
  control: Control<CategoryFormValues, unknown, z.output<typeof categoryFormSchema>>;
  selfId?: number;
};

export function CategoryFormFields({ control, selfId }: Props) {
  const { t } = useTranslation('category');
  const maxSize = useIntlFormat().bytes(PRODUCT_IMAGE_MAX_BYTES);
  const parents = useQuery(categoryOptionsQueryOptions());
  const name = useWatch({ control, name: 'name' });
  return (
    <>
      <FormField ns="category" control={control} name="name" label={t('form.name')} required />
      <FormField
        ns="category"
        control={control}
        name="slug"
        label={t('form.slug')}
        placeholder={slugify(name) || 'home-decor'}
        helperText={t('form.slugHint')}
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      <FormField
        ns="category"
        control={control}
        name="parentId"
        label={t('form.parent')}
        options={[
          { value: '', label: t('form.noParent') },
          ...(parents.data ?? [])
            .filter((c) => c.id !== selfId)
            .map((c) => ({ value: String(c.id), label: c.name })),
        ]}
      />
      <FormField
        ns="category"
        control={control}
        name="status"
        label={t('form.status')}
        required
        options={productStatusOptions(t)}
      />
      <RichTextField
        control={control}
        name="description"
        ns="category"
        label={t('form.description')}
        labelsPrefix="editor."
        minHeight={100}
      />
      <Controller
        control={control}
        name="images"
        render={({ field }) => (
          <div>
            <FormLabel sx={{ display: 'block', mb: 1, color: 'text.primary' }}>{t('form.image')}</FormLabel>
            <ImageDropzone
              value={field.value}
              onChange={field.onChange}
              upload={uploadImage}
              accept={productImageTypes}
              maxBytes={PRODUCT_IMAGE_MAX_BYTES}
              maxFiles={1}
              labels={{
                drop: t('images.drop'),
                or: t('images.or'),
                browse: t('images.browse'),
                hint: t('images.hint', { mb: maxSize }),
                remove: () => t('images.remove'),
                uploading: (file) => t('images.uploading', { name: file }),
                wrongType: (file) => t('images.wrongType', { name: file }),
                tooLarge: (file) => t('images.tooLarge', { name: file, mb: maxSize }),
                tooMany: t('images.tooMany'),
                failed: (file, message) => t('images.failed', { name: file, message }),
              }}
            />
          </div>
        )}
      />
    </>
  );
}
