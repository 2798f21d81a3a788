import type { Product } from '@app/contracts';
import Tooltip from '@mui/material/Tooltip';
import { IconEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RowActions, RowDeleteButton } from '@/components/data-table/row-actions';
import { RouterIconButton } from '@/components/router-links';
import { useCanOn } from '@/lib/session/can';

export type ProductRowActionProps = {
  product: Product;
  canUpdate: boolean;
  canDelete: boolean;
  onDelete: (product: Product) => void;
};

export function ProductRowActions({ product, canUpdate, canDelete, onDelete }: ProductRowActionProps) {
  const { t } = useTranslation('product');
  const name = product.productName;
  // Conditions on status or category narrow single products (decision 015): ask about this one.
  const reached = { status: product.status, categoryId: product.categoryId };
  const mayUpdate = useCanOn('update', 'Product', reached) && canUpdate;
  const mayDelete = useCanOn('delete', 'Product', reached) && canDelete;
  return (
    <RowActions>
      {mayUpdate && (
        <Tooltip title={t('actions.edit')}>
          <RouterIconButton
            size="small"
            aria-label={t('actions.editNamed', { name })}
            to="/apps/ecommerce/product/edit/$id"
            params={{ id: String(product.id) }}
          >
            <IconEdit size={20} />
          </RouterIconButton>
        </Tooltip>
      )}
      {mayDelete && <RowDeleteButton ns="product" named={{ name }} onClick={() => onDelete(product)} />}
    </RowActions>
  );
}
