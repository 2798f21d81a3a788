import Skeleton from '@mui/material/Skeleton';
import { useCanOn } from '@/lib/session/can';
import { InvoiceFormPage } from './invoice-form-page';
import { InvoiceNotFound } from './invoice-not-found';
import { useInvoiceDetail } from './use-invoice-detail';

/**
 * The form with the stored invoice, once loaded; "not found" for an unknown id, and for an invoice
 * outside the reader's update rules, whose save the server would answer 404 (decision 015).
 */
export function InvoiceEditPage({ id }: { id: string }) {
  const { detail, unavailable } = useInvoiceDetail(id);
  const invoice = detail.data?.invoice;
  const mayUpdate = useCanOn('update', 'Invoice', {
    status: invoice?.invoiceStatus,
    clientId: invoice?.clientId,
  });
  if (unavailable) return unavailable;
  if (!detail.data) return <Skeleton variant="rounded" height={640} aria-busy />;
  if (!mayUpdate) return <InvoiceNotFound id={id} />;
  // A new key gives the form the stored values when another invoice is opened.
  return <InvoiceFormPage key={detail.data.invoice.id} detail={detail.data} />;
}
