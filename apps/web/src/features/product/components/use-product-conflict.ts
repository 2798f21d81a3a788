import type { ProductDetail } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ConflictField } from '@/components/edit-conflict/edit-conflict-diff';
import { htmlAsText } from '@/components/edit-conflict/edit-conflict-diff';
import { useConflictAwareSave } from '@/components/edit-conflict/use-conflict-aware-save';
import { categoryOptionsQueryOptions } from '@/lib/queries/category';
import { useSaveProduct } from '../api/save-product';
import {
  emptyProductForm,
  formToProductBody,
  type ProductFormValues,
  productToForm,
} from '../product-form-values';

type Options = {
  product?: ProductDetail;
  onSaved: (saved: ProductDetail) => void;
  onTakeTheirs: (values: ProductFormValues) => void;
  onError: (error: unknown) => void;
};

/**
 * Saves the product form: a new product is created; a stored one is saved with the version the page
 * loaded, and a save over a newer version opens the conflict dialog (docs/edit-conflicts.md).
 */
export function useProductConflict({ product, onSaved, onTakeTheirs, onError }: Options) {
  const { t } = useTranslation('product');
  const queryClient = useQueryClient();
  const save = useSaveProduct(product?.id);
  const categoryName = (id: unknown) =>
    queryClient.getQueryData(categoryOptionsQueryOptions().queryKey)?.find((c) => String(c.id) === String(id))
      ?.name ?? `#${String(id)}`;
  const fields: ConflictField<ProductFormValues>[] = [
    { name: 'productName', label: t('form.name') },
    { name: 'sku', label: t('form.sku') },
    { name: 'barcode', label: t('form.barcode') },
    { name: 'description', label: t('form.description'), format: htmlAsText },
    { name: 'images', label: t('form.images'), format: fileNames },
    { name: 'variants', label: t('form.variants'), format: variantsAsText },
    { name: 'qty', label: t('form.qty') },
    { name: 'stock', label: t('form.inStock'), format: (v) => (v ? t('stock.in') : t('stock.out')) },
    { name: 'price', label: t('form.price') },
    { name: 'discountedPrice', label: t('form.discountedPrice') },
    { name: 'productBrand', label: t('form.brand') },
    { name: 'categoryId', label: t('form.category'), format: categoryName },
    { name: 'status', label: t('form.status'), format: (v) => t(`statuses.${String(v)}`) },
    { name: 'tags', label: t('form.tags') },
  ];
  const conflict = useConflictAwareSave<ProductFormValues, ProductDetail>({
    loaded: { version: product?.version ?? 1, values: product ? productToForm(product) : emptyProductForm() },
    fields,
    fromDetail: (detail) => ({ version: detail.version, values: productToForm(detail) }),
    save: (values, version) =>
      save.mutateAsync(product ? { ...formToProductBody(values), version } : formToProductBody(values)),
    onSaved,
    onTakeTheirs,
    onError,
  });
  return { ...conflict, pending: save.isPending };
}

const fileNames = (value: unknown) =>
  (value as string[]).map((path) => path.split('/').pop() ?? path).join(', ') || '—';

const variantsAsText = (value: unknown) =>
  (value as ProductFormValues['variants']).map((v) => `${v.option}: ${v.value}`).join(', ') || '—';
