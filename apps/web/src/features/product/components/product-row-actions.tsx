import type { Product } from '@app/contracts';
import Tooltip from '@mui/material/Tooltip';
import { IconEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RowActions, RowDeleteButton } from '@/components/data-table/row-actions';
import { RouterIconButton } from '@/components/router-links';

export type ProductRowActionProps = {
  product: Product;
  canUpdate: boolean;
  canDelete: boolean;
  onDelete: (product: Product) => void;
};

export function ProductRowActions({ product, canUpdate, canDelete, onDelete }: ProductRowActionProps) {
  const { t } = useTranslation('product');
  const name = product.productName;
  return (
    <RowActions>
      {canUpdate && (
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
      {canDelete && <RowDeleteButton ns="product" named={{ name }} onClick={() => onDelete(product)} />}
    </RowActions>
  );
}
