import type { Product } from '@app/contracts';
import Card from '@mui/material/Card';
import { IconPackageOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFiltersSection } from '@/components/data-table/list-filters';
import type { ListProps } from '@/components/data-table/list-props';
import { ListEmpty } from '@/components/data-table/list-states';
import { ListTable } from '@/components/data-table/list-table';
import { useToast } from '@/components/toast/use-toast';
import { useCan } from '@/lib/session/can';
import { productsQueryOptions } from '../api/get-products';
import { takeFlash } from '../flash';
import { hasFilters, type ProductListSearch, toProductsQuery } from '../products-search';
import { useProductColumns } from './products-columns';
import { ProductsFilters } from './products-filters';
import { ProductsToolbar } from './products-toolbar';
import { useDeleteProductsDialog } from './use-delete-products-dialog';
import { useExportProducts } from './use-export-products';

type Props = ListProps<ProductListSearch>;

/** The product list: filters, toolbar and a server-side table whose whole state lives in the URL. */
export function ProductsList({ search, onSearchChange }: Props) {
  const { t } = useTranslation('product');
  const query = toProductsQuery(search);
  const products = useQuery(productsQueryOptions(query));
  const canCreate = useCan({ action: 'create', subject: 'Product' });
  const canUpdate = useCan({ action: 'update', subject: 'Product' });
  const canDelete = useCan({ action: 'delete', subject: 'Product' });
  const { notify } = useToast();
  const deleting = useDeleteProductsDialog(notify);
  const exporter = useExportProducts();
  const columns = useProductColumns({ canUpdate, canDelete, onDelete: deleting.onDelete });
  // The selection belongs to the page it was made on; another page, filter or sort starts empty.
  const queryKey = JSON.stringify(query);
  const [selection, setSelection] = useState<{ key: string; ids: number[] }>({ key: queryKey, ids: [] });
  const selected = selection.key === queryKey ? selection.ids : [];
  const rows = products.data?.products ?? [];
  // "X was added", left by the product form that sent us here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    const message = takeFlash();
    if (message) notify(message);
  }, []);

  const reset = (patch: Partial<ProductListSearch>) => onSearchChange({ ...patch, page: undefined });
  const clearFilters = () =>
    reset({ q: undefined, status: undefined, categoryId: undefined, stock: undefined });
  const deleteSelected = () => {
    const chosen = rows.filter((p: Product) => selected.includes(p.id));
    if (chosen.length > 0) deleting.ask(chosen, () => setSelection({ key: queryKey, ids: [] }));
  };

  return (
    <Card>
      <ListFiltersSection title={t('list.filters')}>
        <ProductsFilters value={search} onChange={reset} />
      </ListFiltersSection>
      <ProductsToolbar
        q={search.q}
        pageSize={query.itemsPerPage}
        onChange={reset}
        exporting={exporter.exporting}
        exportProgress={exporter.progress}
        onExport={() => exporter.run(query)}
        canCreate={canCreate}
        selected={selected.length}
        onDeleteSelected={canDelete ? deleteSelected : undefined}
      />
      <ListTable
        ns="product"
        ariaLabel={t('list.tableLabel')}
        columns={columns}
        query={query}
        list={products}
        rows={rows}
        total={products.data?.total}
        totalIsEstimate={products.data?.totalIsEstimate}
        onSearchChange={onSearchChange}
        empty={
          <ListEmpty
            ns="product"
            icon={IconPackageOff}
            filtered={hasFilters(search)}
            onClear={clearFilters}
          />
        }
        selection={
          canDelete
            ? { ids: selected, onChange: (ids) => setSelection({ key: queryKey, ids: ids.map(Number) }) }
            : undefined
        }
      />
      {deleting.dialog}
    </Card>
  );
}
