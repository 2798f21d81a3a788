import { PRODUCT_IMAGE_MAX_BYTES, productImageTypes } from '@app/contracts';
import FormHelperText from '@mui/material/FormHelperText';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ImageDropzone } from '@/components/image-dropzone/image-dropzone';
import { SectionCard } from '@/components/section-card';
import { fieldMessage } from '@/lib/form-errors';
import { useIntlFormat } from '@/lib/intl-format';
import { uploadImage } from '@/lib/upload-file';
import type { ProductFormControl } from './product-form-types';

const MAX_IMAGES = 10;

export function ProductImagesCard({ control }: { control: ProductFormControl }) {
  const { t } = useTranslation('product');
  const maxSize = useIntlFormat().bytes(PRODUCT_IMAGE_MAX_BYTES);
  return (
    <SectionCard title={t('form.images')}>
      <Controller
        control={control}
        name="images"
        render={({ field, fieldState }) => (
          <>
            <ImageDropzone
              value={field.value}
              onChange={field.onChange}
              upload={uploadImage}
              accept={productImageTypes}
              maxBytes={PRODUCT_IMAGE_MAX_BYTES}
              maxFiles={MAX_IMAGES}
              labels={{
                drop: t('images.drop'),
                or: t('images.or'),
                browse: t('images.browse'),
                hint: t('images.hint', { mb: maxSize, count: MAX_IMAGES }),
                remove: (index) => t('images.remove', { index }),
                uploading: (name) => t('images.uploading', { name }),
                wrongType: (name) => t('images.wrongType', { name }),
                tooLarge: (name) => t('images.tooLarge', { name, mb: maxSize }),
                tooMany: t('images.tooMany', { count: MAX_IMAGES }),
                failed: (name, message) => t('images.failed', { name, message }),
                main: t('images.main'),
              }}
            />
            {fieldState.error && (
              <FormHelperText error>{fieldMessage(t, 'product', fieldState.error.message)}</FormHelperText>
            )}
          </>
        )}
      />
    </SectionCard>
  );
}
