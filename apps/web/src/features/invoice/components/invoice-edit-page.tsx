import { shopIdParam } from '@app/contracts';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/retry-alert';
import { ApiError } from '@/lib/api-client';
import { parseRouteId } from '@/lib/route-id';
import { useCanOn } from '@/lib/session/can';
import { invoiceQueryOptions } from '../api/get-invoices';
import { InvoiceFormPage } from './invoice-form-page';
import { InvoiceNotFound } from './invoice-not-found';

/**
 * The form with the stored invoice, once loaded; "not found" for an unknown id, and for an invoice
 * outside the reader's update rules, whose save the server would answer 404 (decision 015).
 */
export function InvoiceEditPage({ id }: { id: string }) {
  const { t } = useTranslation('invoice');
  const invoiceId = parseRouteId(id, shopIdParam);
  const detail = useQuery({ ...invoiceQueryOptions(invoiceId ?? 0), enabled: invoiceId !== undefined });
  const invoice = detail.data?.invoice;
  const mayUpdate = useCanOn('update', 'Invoice', {
    status: invoice?.invoiceStatus,
    clientId: invoice?.clientId,
  });
  if (invoiceId === undefined || (detail.error instanceof ApiError && detail.error.status === 404))
    return <InvoiceNotFound id={id} />;
  if (detail.isError)
    return (
      <RetryAlert retryLabel={t('list.retry')} onRetry={() => void detail.refetch()}>
        {t('preview.loadError')} {detail.error.message}
      </RetryAlert>
    );
  if (!detail.data) return <Skeleton variant="rounded" height={640} aria-busy />;
  if (!mayUpdate) return <InvoiceNotFound id={id} />;
  // A new key gives the form the stored values when another invoice is opened.
  return <InvoiceFormPage key={detail.data.invoice.id} detail={detail.data} />;
}
