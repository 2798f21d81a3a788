import type {
  InvoiceClient,
  InvoiceDetailAnswer,
  InvoiceListAnswer,
  InvoiceListQuery,
  InvoiceStatsAnswer,
  ListParams,
} from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type InvoicesQuery = ListParams<Omit<InvoiceListQuery, `selectedDateRange[${string}]`>>;

/** Without a query: the key every invoice query starts with (lists, stats, details), for invalidation. */
export const invoicesQueryOptions = (query?: InvoicesQuery) =>
  queryOptions({
    queryKey: query ? ['invoices', 'list', query] : ['invoices'],
    queryFn: ({ signal, client }) =>
      api<InvoiceListAnswer>('/apps/invoice', {
        query: query ?? { page: 1, itemsPerPage: 10 },
        signal,
        client,
      }),
    placeholderData: keepPreviousData,
  });

export const invoiceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...invoicesQueryOptions().queryKey, 'detail', id],
    queryFn: ({ signal, client }) => api<InvoiceDetailAnswer>(`/apps/invoice/${id}`, { signal, client }),
  });

export const invoiceStatsQueryOptions = () =>
  queryOptions({
    queryKey: [...invoicesQueryOptions().queryKey, 'stats'],
    queryFn: ({ signal, client }) => api<InvoiceStatsAnswer>('/apps/invoice/stats', { signal, client }),
  });

export const invoiceClientsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['invoice-clients', q],
    queryFn: ({ signal, client }) =>
      api<InvoiceClient[]>('/apps/invoice/clients', { query: { q }, signal, client }),
    placeholderData: keepPreviousData,
  });
