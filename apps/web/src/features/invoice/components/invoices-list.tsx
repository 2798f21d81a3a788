import Card from '@mui/material/Card';
import { IconFileSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFiltersSection } from '@/components/data-table/list-filters';
import type { ListProps } from '@/components/data-table/list-props';
import { ListEmpty } from '@/components/data-table/list-states';
import { ListTable } from '@/components/data-table/list-table';
import { ListAddButton, ListExportButton, ListToolbar } from '@/components/data-table/list-toolbar';
import { useStreamedExport } from '@/components/data-table/use-streamed-export';
import { useToast } from '@/components/toast/use-toast';
import { useCan } from '@/lib/session/can';
import { invoicesQueryOptions } from '../api/get-invoices';
import { useDownloadInvoicePdf } from '../api/invoice-documents';
import { useDuplicateInvoice } from '../api/invoice-mutations';
import { hasFilters, type InvoiceListSearch, toInvoicesQuery } from '../invoices-search';
import { useInvoiceColumns } from './invoices-columns';
import { InvoicesFilters } from './invoices-filters';
import { useDeleteInvoiceDialog } from './use-delete-invoice-dialog';

/** The invoice list: filters, toolbar and a server-side table whose whole state lives in the URL. */
export function InvoicesList({ search, onSearchChange }: ListProps<InvoiceListSearch>) {
  const { t } = useTranslation('invoice');
  const navigate = useNavigate();
  const query = toInvoicesQuery(search);
  const invoices = useQuery(invoicesQueryOptions(query));
  const canCreate = useCan({ action: 'create', subject: 'Invoice' });
  const canUpdate = useCan({ action: 'update', subject: 'Invoice' });
  const canDelete = useCan({ action: 'delete', subject: 'Invoice' });
  const { notify } = useToast();
  const deleting = useDeleteInvoiceDialog((id) => notify(t('toast.deleted', { id })));
  const duplicate = useDuplicateInvoice();
  const onDuplicate = useCallback(
    (id: number) =>
      duplicate.mutate(id, {
        onSuccess: ({ invoice }) => {
          notify(t('toast.duplicated', { id, copy: invoice.id }));
          void navigate({ to: '/apps/invoice/edit/$id', params: { id: String(invoice.id) } });
        },
        onError: (error) => notify(error.message, 'error'),
      }),
    [duplicate, navigate, notify, t],
  );
  const pdf = useDownloadInvoicePdf();
  const onDownload = useCallback(
    (id: number) =>
      pdf.mutate(id, {
        onError: (error) => notify(t('toast.pdfFailed', { message: error.message }), 'error'),
      }),
    [pdf, notify, t],
  );
  const exporter = useStreamedExport({
    ns: 'invoice',
    path: '/apps/invoice/export.csv',
    fileStem: 'invoices',
  });
  const columns = useInvoiceColumns({
    canCreate,
    canUpdate,
    canDelete,
    onDelete: deleting.ask,
    onDuplicate,
    onDownload,
  });

  const reset = (patch: Partial<InvoiceListSearch>) => onSearchChange({ ...patch, page: undefined });
  const clearFilters = () => reset({ q: undefined, status: undefined, start: undefined, end: undefined });

  return (
    <Card>
      <ListFiltersSection title={t('list.filters')}>
        <InvoicesFilters value={search} onChange={reset} />
      </ListFiltersSection>
      <ListToolbar ns="invoice" q={search.q} pageSize={query.itemsPerPage} onChange={reset}>
        <ListExportButton
          ns="invoice"
          exporting={exporter.exporting}
          progress={exporter.progress}
          onClick={() => exporter.run(query)}
        />
        {canCreate && (
          <ListAddButton ns="invoice" onClick={() => void navigate({ to: '/apps/invoice/add' })} />
        )}
      </ListToolbar>
      <ListTable
        ns="invoice"
        ariaLabel={t('list.tableLabel')}
        columns={columns}
        query={query}
        list={invoices}
        rows={invoices.data?.invoices}
        total={invoices.data?.totalInvoices}
        totalIsEstimate={invoices.data?.totalIsEstimate}
        onSearchChange={onSearchChange}
        empty={
          <ListEmpty
            ns="invoice"
            icon={IconFileSearch}
            filtered={hasFilters(search)}
            onClear={clearFilters}
          />
        }
      />
      {deleting.dialog}
    </Card>
  );
}
