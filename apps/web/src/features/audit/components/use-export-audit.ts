import { useStreamedExport } from '@/components/data-table/use-streamed-export';

/** Downloads every entry of the current filters as audit-YYYY-MM-DD.csv, streamed by the server. */
export function useExportAudit() {
  return useStreamedExport({ ns: 'audit', path: '/audit/export.csv', fileStem: 'audit' });
}
