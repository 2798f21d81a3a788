import type {
  ProfileContact,
  ProfileHeader,
  ProfileProjectsAnswer,
  ProfileTabAnswer,
  ProfileTeam,
  ProfileUpdateBody,
} from '@app/contracts/profile';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const profileHeaderQueryOptions = () =>
  queryOptions({
    queryKey: ['profile', 'header'],
    queryFn: ({ signal, client }) => api<ProfileHeader>('/pages/profile/header', { signal, client }),
  });

const tabQuery = <T>(tab: string, page?: number) =>
  queryOptions({
    queryKey: ['profile', 'tab', tab, page ?? 1],
    queryFn: ({ signal, client }) =>
      api<T>('/pages/profile', { signal, client, query: { tab, ...(page ? { page } : {}) } }),
  });

export const profileTabQueryOptions = () => tabQuery<ProfileTabAnswer>('profile');
export const profileTeamsQueryOptions = () => tabQuery<ProfileTeam[]>('teams');
export const profileProjectsQueryOptions = (page: number) =>
  tabQuery<ProfileProjectsAnswer>('projects', page);
export const profileConnectionsQueryOptions = () => tabQuery<ProfileContact[]>('connections');

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateBody) => api<ProfileHeader>('/pages/profile', { method: 'PUT', body }),
    onSuccess: (header) => {
      queryClient.setQueryData(profileHeaderQueryOptions().queryKey, header);
      void queryClient.invalidateQueries({ queryKey: profileTabQueryOptions().queryKey });
    },
  });
}
