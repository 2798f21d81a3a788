import type { AccountNotificationsAnswer, AccountNotificationsBody } from '@app/contracts/account-settings';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: ['account-settings', 'notifications'],
    queryFn: ({ signal, client }) =>
      api<AccountNotificationsAnswer>('/account-settings/notifications', { signal, client }),
  });

export function useSaveNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountNotificationsBody) =>
      api<AccountNotificationsAnswer>('/account-settings/notifications', { method: 'PUT', body }),
    onSuccess: (answer) => queryClient.setQueryData(notificationsQueryOptions().queryKey, answer),
  });
}
