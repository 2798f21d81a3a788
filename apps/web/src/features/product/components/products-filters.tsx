import { productStatuses } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListFilters, statusFilter } from '@/components/data-table/list-filters';
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
    <ListFilters
      filters={[
        statusFilter(t, productStatuses, value.status, (status) => onChange({ status })),
        {
          key: 'category',
          label: t('filters.category'),
          allLabel: all,
          value: value.categoryId ? String(value.categoryId) : undefined,
          options: categoryOptions,
          onChange: (id) => onChange({ categoryId: id ? Number(id) : undefined }),
        },
        {
          key: 'stock',
          label: t('filters.stock'),
          allLabel: all,
          value: value.stock,
          options: [
            { value: 'true', label: t('stock.in') },
            { value: 'false', label: t('stock.out') },
          ],
          onChange: (stock) => onChange({ stock: stock as Filters['stock'] }),
        },
      ]}
    />
  );
}
