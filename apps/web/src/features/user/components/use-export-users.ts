import { useStreamedExport } from '@/components/data-table/use-streamed-export';

/** Downloads every user of the current filter and sort as users-YYYY-MM-DD.csv, streamed by the server. */
export function useExportUsers() {
  return useStreamedExport({ ns: 'user', path: '/apps/users/export.csv', fileStem: 'users' });
}
