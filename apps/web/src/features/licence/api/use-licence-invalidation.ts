import { useQueryClient } from '@tanstack/react-query';
import { notificationsQueryOptions } from '@/lib/queries/notification';
import { licencesQueryOptions } from './get-licences';

/** After a write: the lists, the warning and the navbar's notifications read again. */
export function useLicenceInvalidation() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: licencesQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: notificationsQueryOptions().queryKey }),
    ]);
}
