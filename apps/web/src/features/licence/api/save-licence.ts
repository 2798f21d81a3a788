import type { Licence, LicenceUpdateBody } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLicenceInvalidation } from './use-licence-invalidation';

/** Creates a licence, or replaces the one with `id` (with the version the form loaded). */
export function useSaveLicence() {
  const invalidate = useLicenceInvalidation();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: LicenceUpdateBody }) =>
      id === undefined
        ? api<Licence>('/admin/licences', { method: 'POST', body })
        : api<Licence>(`/admin/licences/${id}`, { method: 'PUT', body }),
    onSuccess: invalidate,
  });
}
