import type { InvoiceBody, InvoiceDetailAnswer, InvoicePaymentBody, InvoiceUpdateBody } from '@app/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invoiceQueryOptions, invoicesQueryOptions } from './get-invoices';

/** The saved invoice goes straight into its detail cache; lists and stats load again. */
function stored(queryClient: QueryClient, saved: InvoiceDetailAnswer) {
  queryClient.setQueryData(invoiceQueryOptions(saved.invoice.id).queryKey, saved);
  return queryClient.invalidateQueries({
    queryKey: invoicesQueryOptions().queryKey,
    predicate: (q) => q.queryKey[1] !== 'detail',
  });
}

/** Creates an invoice (no id) or saves one (with its id, and the version the form loaded). */
export function useSaveInvoice(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceBody | InvoiceUpdateBody) =>
      id === undefined
        ? api<InvoiceDetailAnswer>('/apps/invoice', { method: 'POST', body })
        : api<InvoiceDetailAnswer>(`/apps/invoice/${id}`, { method: 'PUT', body }),
    onSuccess: (saved) => stored(queryClient, saved),
  });
}

export function useAddPayment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoicePaymentBody) =>
      api<InvoiceDetailAnswer>(`/apps/invoice/${id}/payments`, { method: 'POST', body }),
    onSuccess: (saved) => stored(queryClient, saved),
  });
}

export function useDuplicateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<InvoiceDetailAnswer>(`/apps/invoice/${id}/duplicate`, { method: 'POST' }),
    onSuccess: (saved) => stored(queryClient, saved),
  });
}

export function useDeleteInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/apps/invoice/${id}`, { method: 'DELETE' }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: invoiceQueryOptions(id).queryKey });
      return queryClient.invalidateQueries({ queryKey: invoicesQueryOptions().queryKey });
    },
  });
}
