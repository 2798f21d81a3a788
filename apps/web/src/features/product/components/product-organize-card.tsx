import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field/form-field';
import { productStatusOptions } from '@/components/product-status-chip';
import { SectionCard } from '@/components/section-card';
import { fieldMessage } from '@/lib/form-errors';
import { categoryOptionsQueryOptions } from '@/lib/queries/category';
import type { ProductFormControl } from './product-form-types';

/** Brand, category, status and tags. */
export function ProductOrganizeCard({ control }: { control: ProductFormControl }) {
  const { t } = useTranslation('product');
  const categories = useQuery(categoryOptionsQueryOptions());
  return (
    <SectionCard title={t('form.organize')}>
      <FormField ns="product" control={control} name="productBrand" label={t('form.brand')} />
      <FormField
        ns="product"
        control={control}
        name="categoryId"
        label={t('form.category')}
        required
        options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        helperText={categories.isError ? t('form.categoriesUnavailable') : undefined}
      />
      <FormField
        ns="product"
        control={control}
        name="status"
        label={t('form.status')}
        required
        options={productStatusOptions(t)}
      />
      <Controller
        control={control}
        name="tags"
        render={({ field, fieldState }) => (
          <Autocomplete<string, true, false, true>
            multiple
            freeSolo
            autoSelect
            options={[]}
            value={field.value}
            onChange={(_, tags) => field.onChange([...new Set(tags.map((x) => x.trim()).filter(Boolean))])}
            renderValue={(values, getItemProps) =>
              values.map((tag, index) => {
                const { key, ...props } = getItemProps({ index });
                return <Chip key={key} size="small" label={tag} {...props} />;
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                size="small"
                label={t('form.tags')}
                placeholder={t('form.tagsPlaceholder')}
                error={fieldState.error !== undefined}
                helperText={fieldMessage(t, 'product', fieldState.error?.message) ?? t('form.tagsHint')}
              />
            )}
          />
        )}
      />
    </SectionCard>
  );
}
