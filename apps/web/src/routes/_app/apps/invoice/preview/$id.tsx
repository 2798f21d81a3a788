import { shopIdParam } from '@app/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { invoiceQueryOptions } from '@/features/invoice/api/get-invoices';
import { InvoicePreviewPage } from '@/features/invoice/components/invoice-preview-page';
import { parseRouteId } from '@/lib/route-id';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/apps/invoice/preview/$id')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Invoice' }),
  // Warms the cache; an unknown id (404) is shown by the page as "Invoice not found".
  loader: ({ context: { queryClient }, params }) => {
    const id = parseRouteId(params.id, shopIdParam);
    return Promise.allSettled([id ? queryClient.ensureQueryData(invoiceQueryOptions(id)) : null]);
  },
  component: InvoicePreviewRoute,
});

function InvoicePreviewRoute() {
  const { id } = Route.useParams();
  return <InvoicePreviewPage id={id} />;
}
