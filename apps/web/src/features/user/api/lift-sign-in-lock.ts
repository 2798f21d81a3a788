import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { signInLocksQueryOptions } from './get-sign-in-locks';

/** Lifts one lock by its key (`email:…` or `ip:…`); the list is read again afterwards. */
export function useLiftSignInLock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) =>
      api<void>(`/auth/sign-in-locks/${encodeURIComponent(key)}`, { method: 'DELETE' }),
    // A 404 means the lock ended meanwhile: the list is stale either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: signInLocksQueryOptions().queryKey }),
  });
}
