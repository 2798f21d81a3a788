import { useStreamedExport } from '@/components/data-table/use-streamed-export';

/** Downloads every licence of the current filter and sort as licences-YYYY-MM-DD.csv, streamed by the server. */
export function useExportLicences() {
  return useStreamedExport({ ns: 'licence', path: '/admin/licences/export.csv', fileStem: 'licences' });
}
