import type { ResetPasswordBody } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

type Message = { message: string };

/** Mails a reset link; the answer is the same whether or not the address has an account. */
export const requestPasswordReset = (email: string) =>
  api<Message>('/auth/forgot-password', { method: 'POST', body: { email } });

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => api<Message>('/auth/reset-password', { method: 'POST', body }),
  });
}
