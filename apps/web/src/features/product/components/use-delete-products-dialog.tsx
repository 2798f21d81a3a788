import type { Product } from '@app/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useDeleteProducts } from '../api/delete-products';

type Pending = { products: Pick<Product, 'id' | 'productName'>[]; onDone?: () => void };

/** Deleting one product or the selected ones, behind a confirmation; `dialog` is rendered by the caller. */
export function useDeleteProductsDialog(notify: (message: string) => void) {
  const { t } = useTranslation('product');
  const [pending, setPending] = useState<Pending | null>(null);
  const remove = useDeleteProducts();

  const ask = useCallback(
    (products: Pending['products'], onDone?: () => void) => setPending({ products, onDone }),
    [],
  );
  const onDelete = useCallback((product: Product) => ask([product]), [ask]);

  const close = () => {
    setPending(null);
    remove.reset();
  };

  const confirm = async () => {
    if (!pending) return;
    const { products, onDone } = pending;
    try {
      const deleted = await remove.mutateAsync(products.map((p) => p.id));
      notify(
        products.length === 1
          ? t('toast.deleted', { name: products[0].productName })
          : t('toast.bulkDeleted', { count: deleted }),
      );
      onDone?.();
      close();
    } catch {
      // The dialog stays open and shows the mutation's error.
    }
  };

  const one = pending?.products.length === 1;
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={one ? t('confirm.deleteTitle') : t('confirm.bulkDeleteTitle')}
      description={
        pending
          ? one
            ? t('confirm.deleteText', { name: pending.products[0].productName })
            : t('confirm.bulkDeleteText', { count: pending.products.length })
          : undefined
      }
      confirmLabel={t('actions.delete')}
      color="error"
      pending={remove.isPending}
      error={remove.error?.message}
      onConfirm={confirm}
      onClose={close}
    />
  );
  return { onDelete, ask, dialog };
}
