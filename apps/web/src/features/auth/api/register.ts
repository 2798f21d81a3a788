import type { RegisterAnswer, RegisterBody, RegistrationAnswer } from '@app/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const registrationQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'registration'],
    queryFn: () => api<RegistrationAnswer>('/auth/registration'),
    staleTime: 60_000,
  });

export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) => api<RegisterAnswer>('/auth/register', { method: 'POST', body }),
  });
}
