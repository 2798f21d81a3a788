import type { ConnectionsAnswer, SocialLinksBody } from '@app/contracts/account-settings';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const connectionsQueryOptions = () =>
  queryOptions({
    queryKey: ['account-settings', 'connections'],
    queryFn: ({ signal, client }) =>
      api<ConnectionsAnswer>('/account-settings/connections', { signal, client }),
  });

export function useSaveSocialLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SocialLinksBody) =>
      api<ConnectionsAnswer>('/account-settings/social-links', { method: 'PUT', body }),
    onSuccess: (answer) => queryClient.setQueryData(connectionsQueryOptions().queryKey, answer),
  });
}
