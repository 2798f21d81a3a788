import { productStatuses } from '@app/contracts';
import Grid from '@mui/material/Grid';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/data-table/filter-select';
import { categoryOptionsQueryOptions } from '@/lib/queries/category';
import type { ProductListSearch } from '../products-search';

type Filters = Pick<ProductListSearch, 'status' | 'categoryId' | 'stock'>;
type Props = { value: Filters; onChange: (patch: Filters) => void };

/** Status, category and stock; an empty choice means "all". */
export function ProductsFilters({ value, onChange }: Props) {
  const { t } = useTranslation('product');
  const categories = useQuery(categoryOptionsQueryOptions());
  const categoryOptions = (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  if (value.categoryId && !categoryOptions.some((o) => o.value === String(value.categoryId))) {
    categoryOptions.push({ value: String(value.categoryId), label: `#${value.categoryId}` });
  }
  const all = t('filters.all');
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FilterSelect
          label={t('filters.status')}
          allLabel={all}
          value={value.status}
          options={productStatuses.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
          onChange={(status) => onChange({ status: status as Filters['status'] })}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FilterSelect
          label={t('filters.category')}
          allLabel={all}
          value={value.categoryId ? String(value.categoryId) : undefined}
          options={categoryOptions}
          onChange={(id) => onChange({ categoryId: id ? Number(id) : undefined })}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FilterSelect
          label={t('filters.stock')}
          allLabel={all}
          value={value.stock}
          options={[
            { value: 'true', label: t('stock.in') },
            { value: 'false', label: t('stock.out') },
          ]}
          onChange={(stock) => onChange({ stock: stock as Filters['stock'] })}
        />
      </Grid>
    </Grid>
  );
}
