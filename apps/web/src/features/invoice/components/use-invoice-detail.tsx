import { shopIdParam } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/retry-alert';
import { ApiError } from '@/lib/api-client';
import { parseRouteId } from '@/lib/route-id';
import { invoiceQueryOptions } from '../api/get-invoices';
import { InvoiceNotFound } from './invoice-not-found';

/**
 * The invoice a page's `id` names and, when it cannot be shown, what the page shows instead
 * (`unavailable`): "not found" for an unknown id, a retry when the load failed.
 */
export function useInvoiceDetail(id: string) {
  const { t } = useTranslation('invoice');
  const invoiceId = parseRouteId(id, shopIdParam);
  const detail = useQuery({ ...invoiceQueryOptions(invoiceId ?? 0), enabled: invoiceId !== undefined });
  let unavailable: ReactNode = null;
  if (invoiceId === undefined || (detail.error instanceof ApiError && detail.error.status === 404))
    unavailable = <InvoiceNotFound id={id} />;
  else if (detail.isError)
    unavailable = (
      <RetryAlert retryLabel={t('list.retry')} onRetry={() => void detail.refetch()}>
        {t('preview.loadError')} {detail.error.message}
      </RetryAlert>
    );
  return { detail, unavailable };
}
