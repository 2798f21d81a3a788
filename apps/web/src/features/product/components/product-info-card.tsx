import Grid from '@mui/material/Grid';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field/form-field';
import { LazyRichTextEditor } from '@/components/rich-text-editor/lazy-rich-text-editor';
import { richTextLabels } from '@/components/rich-text-editor/toolbar-labels';
import { SectionCard } from '@/components/section-card';
import { fieldMessage } from '@/lib/form-errors';
import type { ProductFormControl } from './product-form-types';

export function ProductInfoCard({ control }: { control: ProductFormControl }) {
  const { t } = useTranslation('product');
  return (
    <SectionCard title={t('form.info')}>
      <FormField
        ns="product"
        control={control}
        name="productName"
        label={t('form.name')}
        placeholder={t('form.namePlaceholder')}
        required
      />
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormField
            ns="product"
            control={control}
            name="sku"
            label={t('form.sku')}
            placeholder="FXSK123U"
            required
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormField
            ns="product"
            control={control}
            name="barcode"
            label={t('form.barcode')}
            placeholder="0123-4567"
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
        </Grid>
      </Grid>
      <Controller
        control={control}
        name="description"
        render={({ field, fieldState }) => (
          <LazyRichTextEditor
            label={t('form.description')}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error !== undefined}
            helperText={fieldMessage(t, 'product', fieldState.error?.message)}
            labels={richTextLabels(t, 'editor.')}
          />
        )}
      />
    </SectionCard>
  );
}
