import type { AuthConfigAnswer, LoginAnswer, LoginBody, TwoFactorChallengeAnswer } from '@app/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { sessionStore } from '@/app/session/session-store';
import { api } from '@/lib/api-client';
import { challengeStore, deviceTokenStore } from '../two-step-challenge';

export const authConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'config'],
    queryFn: () => api<AuthConfigAnswer>('/auth/config'),
    staleTime: Infinity,
  });

/** A session, or (for an account with two-step sign-in) a challenge for the code page. */
export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginBody) =>
      api<LoginAnswer | TwoFactorChallengeAnswer>('/auth/login', {
        method: 'POST',
        body: { ...body, deviceToken: deviceTokenStore.get() },
      }),
    onSuccess: (answer, body) => {
      if ('twoFactorRequired' in answer) {
        challengeStore.set(answer.challengeToken, body.email, answer.expiresInSeconds);
        return;
      }
      sessionStore.set({
        userData: answer.userData,
        accessToken: answer.accessToken,
        rules: answer.userAbilityRules,
      });
    },
  });
}
