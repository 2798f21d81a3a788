import type { LoginAnswer, TwoFactorChallengeAnswer } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionStore } from '@/lib/session/session-store';
import { challengeStore } from '../two-step-challenge';

/** Asks for a one-time sign-in link by mail (the same answer for any address). */
export const requestSignInLink = (email: string) =>
  api<{ message: string }>('/auth/sign-in-link', { method: 'POST', body: { email } });

/** Opens the mailed link: a session, or for an account with two-step sign-in a challenge for the code page. */
export function useSignInLinkSignIn() {
  return useMutation({
    mutationFn: (token: string) =>
      api<LoginAnswer | TwoFactorChallengeAnswer>('/auth/sign-in-link/use', {
        method: 'POST',
        body: { token },
      }),
    onSuccess: (answer) => {
      if ('twoFactorRequired' in answer) {
        challengeStore.set(answer.challengeToken, '', answer.expiresInSeconds);
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
