import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionStore } from '@/lib/session/session-store';

/** Revokes the token on the server, then forgets the session here even if the server cannot be reached. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>('/auth/logout', { method: 'POST' }).catch(() => undefined),
    onSettled: () => {
      sessionStore.clear();
      queryClient.clear();
    },
  });
}
