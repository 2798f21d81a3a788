import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field/form-field';
import { SectionCard } from '@/components/section-card';
import type { ProductFormControl } from './product-form-types';

export function ProductInventoryCard({ control }: { control: ProductFormControl }) {
  const { t } = useTranslation('product');
  return (
    <SectionCard title={t('form.inventory')}>
      <FormField
        ns="product"
        control={control}
        name="qty"
        label={t('form.qty')}
        required
        slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
      />
      <Controller
        control={control}
        name="stock"
        render={({ field }) => (
          <FormControlLabel
            control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
            label={t('form.inStock')}
          />
        )}
      />
    </SectionCard>
  );
}
