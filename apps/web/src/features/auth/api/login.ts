import type { AuthConfigAnswer, LoginAnswer, LoginBody } from '@app/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { sessionStore } from '@/app/session/session-store';
import { api } from '@/lib/api-client';

export const authConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'config'],
    queryFn: () => api<AuthConfigAnswer>('/auth/config'),
    staleTime: Infinity,
  });

export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginBody) => api<LoginAnswer>('/auth/login', { method: 'POST', body }),
    onSuccess: (answer) =>
      sessionStore.set({
        userData: answer.userData,
        accessToken: answer.accessToken,
        rules: answer.userAbilityRules,
      }),
  });
}
