import { createFileRoute } from '@tanstack/react-router';
import { invoiceStatsQueryOptions, invoicesQueryOptions } from '@/features/invoice/api/get-invoices';
import { InvoiceListPage } from '@/features/invoice/components/invoice-list-page';
import { invoiceListSearch, toInvoicesQuery } from '@/features/invoice/invoices-search';
import { listRoute, useListRoute } from '@/lib/list-route';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/apps/invoice/list')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Invoice' }),
  ...listRoute({
    search: invoiceListSearch,
    toQuery: toInvoicesQuery,
    warm: (queryClient, query) => [
      queryClient.ensureQueryData(invoicesQueryOptions(query)),
      queryClient.ensureQueryData(invoiceStatsQueryOptions()),
    ],
  }),
  component: InvoiceListRoute,
});

function InvoiceListRoute() {
  return <InvoiceListPage {...useListRoute(Route)} />;
}
