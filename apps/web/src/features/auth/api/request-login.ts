import type { LoginAnswer, LoginBody, TwoFactorChallengeAnswer } from '@app/contracts';
import { api } from '@/lib/api-client';
import { challengeStore, deviceTokenStore } from '../two-step-challenge';

export type LoginResult = LoginAnswer | TwoFactorChallengeAnswer;

/**
 * Asks for a session with the trusted device's token, if any; an account with two-step sign-in gets a
 * challenge instead, kept for the code page. Storing the session is the caller's: the app's store, or
 * the sign-in entry, which only writes it for the app it hands over to (src/signin.tsx).
 */
export async function requestLogin(body: LoginBody): Promise<LoginResult> {
  const answer = await api<LoginResult>('/auth/login', {
    method: 'POST',
    body: { ...body, deviceToken: deviceTokenStore.get() },
  });
  if ('twoFactorRequired' in answer) {
    challengeStore.set(answer.challengeToken, body.email, answer.expiresInSeconds);
  }
  return answer;
}
