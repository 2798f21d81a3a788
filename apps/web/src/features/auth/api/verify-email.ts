import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

type Message = { message: string };

export function useVerifyEmail() {
  return useMutation({
    mutationFn: (token: string) => api<Message>('/auth/verify-email', { method: 'POST', body: { token } }),
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) =>
      api<Message>('/auth/verify-email/resend', { method: 'POST', body: { email } }),
  });
}
