import type { AuthConfigAnswer, LoginBody } from '@app/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionStore } from '@/lib/session/session-store';
import { type LoginResult, requestLogin } from './request-login';

export const authConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'config'],
    queryFn: ({ client }) => api<AuthConfigAnswer>('/auth/config', { client }),
    staleTime: Infinity,
  });

/** A session, or (for an account with two-step sign-in) a challenge for the code page. */
export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginBody): Promise<LoginResult> => requestLogin(body),
    onSuccess: (answer) => {
      if ('twoFactorRequired' in answer) return;
      sessionStore.set({
        userData: answer.userData,
        accessToken: answer.accessToken,
        rules: answer.userAbilityRules,
      });
    },
  });
}
