import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLicenceInvalidation } from './use-licence-invalidation';

/** Sends a CSV file's text; a refusal is an ApiError whose body lists the bad rows. */
export function useImportLicences() {
  const invalidate = useLicenceInvalidation();
  return useMutation({
    mutationFn: (csv: string) =>
      api<{ created: number; updated: number }>('/admin/licences/import', { method: 'POST', body: { csv } }),
    onSuccess: invalidate,
  });
}
