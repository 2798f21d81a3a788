import type { Product } from '@app/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/data-table/data-table-column';
import { ProductStatusChip } from '@/components/product-status-chip';
import { RouterTextLink } from '@/components/router-links';
import { useIntlFormat } from '@/lib/intl-format';
import { canOn } from '@/lib/session/can';
import { useSessionSource } from '@/lib/session/session-store';
import { type ProductRowActionProps, ProductRowActions } from './product-row-actions';
import { ProductThumb } from './product-thumb';

type Options = Omit<ProductRowActionProps, 'product'>;

/** Each sortable column's field is the API's sortBy key. */
export function useProductColumns({ canUpdate, canDelete, onDelete }: Options) {
  const { t } = useTranslation('product');
  const { money, number } = useIntlFormat();
  const session = useSessionSource();
  return useMemo<DataTableColumn<Product>[]>(() => {
    return [
      {
        field: 'product',
        headerName: t('columns.product'),
        flex: 1.8,
        minWidth: 200,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
            <ProductThumb src={row.image} alt={t('list.imageOf', { name: row.productName })} />
            <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
              {canUpdate &&
              canOn('update', 'Product', { status: row.status, categoryId: row.categoryId }, session) ? (
                <RouterTextLink
                  to="/apps/ecommerce/product/edit/$id"
                  params={{ id: String(row.id) }}
                  color="text.primary"
                  sx={{ fontWeight: 500, display: 'block' }}
                  noWrap
                >
                  {row.productName}
                </RouterTextLink>
              ) : (
                <Typography sx={{ fontWeight: 500 }} noWrap>
                  {row.productName}
                </Typography>
              )}
              <Typography variant="body2" color="text.secondary" noWrap>
                {row.productBrand}
              </Typography>
            </Box>
          </Box>
        ),
      },
      { field: 'category', headerName: t('columns.category'), flex: 1, minWidth: 110 },
      {
        field: 'stock',
        headerName: t('columns.stock'),
        sortable: false,
        minWidth: 110,
        renderCell: ({ row }) => (
          <Typography
            variant="body2"
            sx={{ fontWeight: 500, color: row.stock ? 'success.main' : 'error.main' }}
          >
            {row.stock ? t('stock.in') : t('stock.out')}
          </Typography>
        ),
      },
      {
        field: 'sku',
        headerName: t('columns.sku'),
        minWidth: 90,
        renderCell: ({ row }) => <span dir="ltr">{row.sku}</span>,
      },
      {
        field: 'price',
        headerName: t('columns.price'),
        minWidth: 100,
        renderCell: ({ row }) =>
          row.discountedPriceValue !== null ? (
            <Box sx={{ lineHeight: 1.3 }}>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {money(row.discountedPriceValue)}
              </Typography>
              <Typography variant="caption" color="text.disabled" sx={{ textDecoration: 'line-through' }}>
                {money(row.priceValue)}
              </Typography>
            </Box>
          ) : (
            money(row.priceValue)
          ),
      },
      {
        field: 'qty',
        headerName: t('columns.qty'),
        minWidth: 70,
        valueFormatter: (value: number) => number(value),
      },
      {
        field: 'status',
        headerName: t('columns.status'),
        minWidth: 110,
        renderCell: ({ row }) => (
          <ProductStatusChip status={row.status} label={t(`statuses.${row.status}`)} />
        ),
      },
      {
        field: 'actions',
        headerName: t('columns.actions'),
        sortable: false,
        minWidth: 90,
        renderCell: ({ row }) => (
          <ProductRowActions product={row} canUpdate={canUpdate} canDelete={canDelete} onDelete={onDelete} />
        ),
      },
    ];
    // `t` changes with the language, so the headers follow a language switch.
  }, [t, money, number, session, canUpdate, canDelete, onDelete]);
}
