import type { TwoFactorSignInAnswer, TwoFactorSignInBody } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionStore } from '@/lib/session/session-store';
import { challengeStore, deviceTokenStore } from '../two-step-challenge';

export function useTwoFactorSignIn() {
  return useMutation({
    mutationFn: (body: TwoFactorSignInBody) =>
      api<TwoFactorSignInAnswer>('/auth/two-factor/sign-in', { method: 'POST', body }),
    onSuccess: (answer) => {
      challengeStore.clear();
      if (answer.deviceToken) deviceTokenStore.set(answer.deviceToken);
      sessionStore.set({
        userData: answer.userData,
        accessToken: answer.accessToken,
        rules: answer.userAbilityRules,
      });
    },
  });
}
