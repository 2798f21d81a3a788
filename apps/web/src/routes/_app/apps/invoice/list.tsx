import { createFileRoute } from '@tanstack/react-router';
import { invoiceStatsQueryOptions, invoicesQueryOptions } from '@/features/invoice/api/get-invoices';
import { InvoiceListPage } from '@/features/invoice/components/invoice-list-page';
import {
  type InvoiceListSearch,
  invoiceListSearch,
  toInvoicesQuery,
} from '@/features/invoice/invoices-search';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/apps/invoice/list')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Invoice' }),
  validateSearch: invoiceListSearch,
  loaderDeps: ({ search }) => toInvoicesQuery(search),
  // Warms the cache; a failure is shown by the page itself (error state with retry), not by the route.
  loader: ({ context: { queryClient }, deps }) =>
    Promise.allSettled([
      queryClient.ensureQueryData(invoicesQueryOptions(deps)),
      queryClient.ensureQueryData(invoiceStatsQueryOptions()),
    ]),
  component: InvoiceListRoute,
});

function InvoiceListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const change = (patch: Partial<InvoiceListSearch>) =>
    // Typing in the search box replaces the history entry; paging and filtering add one.
    navigate({ search: (prev) => ({ ...prev, ...patch }), replace: 'q' in patch, resetScroll: false });
  return <InvoiceListPage search={search} onSearchChange={change} />;
}
