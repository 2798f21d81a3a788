import type { DatatableAnswer } from '@app/contracts/datatable';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The shop's most recent order lines as sales records (GET /api/pages/datatable, read Order). */
export const datatableQueryOptions = () =>
  queryOptions({
    queryKey: ['ui-kit', 'datatable'],
    queryFn: ({ signal, client }) => api<DatatableAnswer>('/pages/datatable', { signal, client }),
  });
