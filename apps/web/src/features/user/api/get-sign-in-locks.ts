import type { SignInLockList } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** E-mails and client addresses that failed sign-ins lock now (administrators; docs/account-security.md). */
export const signInLocksQueryOptions = () =>
  queryOptions({
    queryKey: ['sign-in-locks'],
    queryFn: ({ signal, client }) => api<SignInLockList>('/auth/sign-in-locks', { signal, client }),
  });
