import type { ExpiringLicencesAnswer } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { licencesQueryOptions } from './get-licences';

/** What expires within 30 days: the page's warning. */
export const expiringLicencesQueryOptions = () =>
  queryOptions({
    queryKey: [...licencesQueryOptions().queryKey, 'expiring'],
    queryFn: ({ signal, client }) =>
      api<ExpiringLicencesAnswer>('/admin/licences/expiring', { signal, client }),
  });
