import { shopIdParam } from '@app/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { invoiceQueryOptions } from '@/features/invoice/api/get-invoices';
import { InvoiceEditPage } from '@/features/invoice/components/invoice-edit-page';
import { parseRouteId } from '@/lib/route-id';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/apps/invoice/edit/$id')({
  beforeLoad: requireAccess({ action: 'update', subject: 'Invoice' }),
  // Warms the cache; an unknown id (404) is shown by the page as "Invoice not found".
  loader: ({ context: { queryClient }, params }) => {
    const id = parseRouteId(params.id, shopIdParam);
    return Promise.allSettled([id ? queryClient.ensureQueryData(invoiceQueryOptions(id)) : null]);
  },
  component: InvoiceEditRoute,
});

function InvoiceEditRoute() {
  const { id } = Route.useParams();
  return <InvoiceEditPage id={id} />;
}
