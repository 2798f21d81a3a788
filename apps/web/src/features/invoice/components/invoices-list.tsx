import { IconFileSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFiltersSection } from '@/components/data-table/list-filters';
import type { ListProps } from '@/components/data-table/list-props';
import { ListAddButton, ListExportButton } from '@/components/data-table/list-toolbar';
import { useStreamedExport } from '@/components/data-table/use-streamed-export';
import { ListPage } from '@/components/list-page/list-page';
import { useToast } from '@/components/toast/use-toast';
import { useCan } from '@/lib/session/can';
import { invoicesQueryOptions } from '../api/get-invoices';
import { useDownloadInvoicePdf } from '../api/invoice-documents';
import { useDuplicateInvoice } from '../api/invoice-mutations';
import { type InvoiceListSearch, toInvoicesQuery } from '../invoices-search';
import { useInvoiceColumns } from './invoices-columns';
import { InvoicesFilters } from './invoices-filters';
import { useDeleteInvoiceDialog } from './use-delete-invoice-dialog';

/** The invoice list: filters, toolbar and a server-side table whose whole state lives in the URL. */
export function InvoicesList({ search, onSearchChange }: ListProps<InvoiceListSearch>) {
  const { t } = useTranslation('invoice');
  const navigate = useNavigate();
  const query = toInvoicesQuery(search);
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

  return (
    <ListPage
      ns="invoice"
      search={search}
      onSearchChange={onSearchChange}
      query={query}
      queryOptions={invoicesQueryOptions(query)}
      answer={(data) => ({ ...data, rows: data.invoices, total: data.totalInvoices })}
      columns={columns}
      ariaLabel={t('list.tableLabel')}
      header={(change) => (
        <ListFiltersSection title={t('list.filters')}>
          <InvoicesFilters value={search} onChange={change} />
        </ListFiltersSection>
      )}
      filterKeys={['status', 'start', 'end']}
      emptyIcon={IconFileSearch}
      toolbar={{
        actions: () => (
          <>
            <ListExportButton
              ns="invoice"
              exporting={exporter.exporting}
              progress={exporter.progress}
              onClick={() => exporter.run(query)}
            />
            {canCreate && (
              <ListAddButton ns="invoice" onClick={() => void navigate({ to: '/apps/invoice/add' })} />
            )}
          </>
        ),
      }}
    >
      {deleting.dialog}
    </ListPage>
  );
}
