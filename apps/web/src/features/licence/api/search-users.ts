import type { UserListAnswer } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { licencesQueryOptions } from './get-licences';

/** The users API's first 10 matches of q (name, username or e-mail), for the seat picker. */
export const userChoicesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...licencesQueryOptions().queryKey, 'user-choices', q],
    queryFn: ({ signal, client }) =>
      api<UserListAnswer>('/apps/users', {
        query: { q: q || undefined, page: 1, itemsPerPage: 10 },
        signal,
        client,
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
