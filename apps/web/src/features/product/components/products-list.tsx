import { IconPackageOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFiltersSection } from '@/components/data-table/list-filters';
import type { ListProps } from '@/components/data-table/list-props';
import {
  ListDeleteSelectedButton,
  ListExportButton,
  toolbarButtonSx,
} from '@/components/data-table/list-toolbar';
import { ListAddLink } from '@/components/list-page/list-add-link';
import { ListPage } from '@/components/list-page/list-page';
import { useToast } from '@/components/toast/use-toast';
import { useCan } from '@/lib/session/can';
import { productsQueryOptions } from '../api/get-products';
import { takeFlash } from '../flash';
import { type ProductListSearch, toProductsQuery } from '../products-search';
import { useProductColumns } from './products-columns';
import { ProductsFilters } from './products-filters';
import { useDeleteProductsDialog } from './use-delete-products-dialog';
import { useExportProducts } from './use-export-products';

/** The product list: filters, toolbar and a server-side table whose whole state lives in the URL. */
export function ProductsList({ search, onSearchChange }: ListProps<ProductListSearch>) {
  const { t } = useTranslation('product');
  const query = toProductsQuery(search);
  const canCreate = useCan({ action: 'create', subject: 'Product' });
  const canUpdate = useCan({ action: 'update', subject: 'Product' });
  const canDelete = useCan({ action: 'delete', subject: 'Product' });
  const { notify } = useToast();
  const deleting = useDeleteProductsDialog(notify);
  const exporter = useExportProducts();
  const columns = useProductColumns({ canUpdate, canDelete, onDelete: deleting.onDelete });
  // "X was added", left by the product form that sent us here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    const message = takeFlash();
    if (message) notify(message);
  }, []);

  return (
    <ListPage
      ns="product"
      search={search}
      onSearchChange={onSearchChange}
      query={query}
      queryOptions={productsQueryOptions(query)}
      answer={(data) => ({ ...data, rows: data.products })}
      columns={columns}
      ariaLabel={t('list.tableLabel')}
      header={(change) => (
        <ListFiltersSection title={t('list.filters')}>
          <ProductsFilters value={search} onChange={change} />
        </ListFiltersSection>
      )}
      filterKeys={['status', 'categoryId', 'stock']}
      emptyIcon={IconPackageOff}
      selectable={canDelete}
      toolbar={{
        lead: (selection) =>
          canDelete &&
          selection.ids.length > 0 && (
            <ListDeleteSelectedButton
              ns="product"
              count={selection.ids.length}
              onClick={() => selection.rows.length > 0 && deleting.ask(selection.rows, selection.clear)}
            />
          ),
        actions: () => (
          <>
            <ListExportButton
              ns="product"
              exporting={exporter.exporting}
              progress={exporter.progress}
              onClick={() => exporter.run(query)}
            />
            {canCreate && <ListAddLink ns="product" to="/apps/ecommerce/product/add" sx={toolbarButtonSx} />}
          </>
        ),
      }}
    >
      {deleting.dialog}
    </ListPage>
  );
}
