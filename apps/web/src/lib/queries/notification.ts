import type { NotificationsAnswer } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The navbar's notifications; areas whose writes change them (licences) invalidate this key. */
export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: ['notifications'],
    queryFn: ({ signal, client }) => api<NotificationsAnswer>('/notifications', { signal, client }),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
