import type { ContactBody } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function useSendContact() {
  return useMutation({
    mutationFn: (body: ContactBody) => api<{ message: string }>('/pages/contact', { method: 'POST', body }),
  });
}
