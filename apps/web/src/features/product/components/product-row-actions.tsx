import type { Product } from '@app/contracts';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
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
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
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
      {canDelete && (
        <Tooltip title={t('actions.delete')}>
          <IconButton
            size="small"
            aria-label={t('actions.deleteNamed', { name })}
            onClick={() => onDelete(product)}
          >
            <IconTrash size={20} />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}
