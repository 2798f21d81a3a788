import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field/form-field';
import { RichTextField } from '@/components/rich-text-editor/rich-text-field';
import { SectionCard } from '@/components/section-card';
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
      <RichTextField
        control={control}
        name="description"
        ns="product"
        label={t('form.description')}
        labelsPrefix="editor."
      />
    </SectionCard>
  );
}
