import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLicenceInvalidation } from './use-licence-invalidation';

export function useDeleteLicence() {
  const invalidate = useLicenceInvalidation();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/admin/licences/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
