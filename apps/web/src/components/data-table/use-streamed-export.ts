import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast/use-toast';
import { datedFileName, downloadExport, type ExportProgress } from '@/lib/download-export';

type Options = {
  /** The area's namespace: `toast.exported` and `toast.exportFailed`. */
  ns: string;
  /** The API path of the list's CSV export, e.g. `/apps/ecommerce/orders/export.csv`. */
  path: string;
  /** The file's stem when the server names none: `orders` gives orders-YYYY-MM-DD.csv. */
  fileStem: string;
};

type ListQuery = Record<string, string | number | boolean | null | undefined | string[]>;

/**
 * Downloads every row of a list's current filter and sort as the server's streamed CSV file, with
 * the rows received so far while it runs, then says how many (or why not).
 */
export function useStreamedExport({ ns, path, fileStem }: Options) {
  const { t } = useTranslation(ns);
  const { notify } = useToast();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const run = async ({ page: _page, itemsPerPage: _size, ...query }: ListQuery) => {
    setProgress({ rows: 0, bytes: 0 });
    try {
      const rows = await downloadExport(path, query, datedFileName(fileStem), setProgress);
      notify(t('toast.exported', { count: rows }));
    } catch (error) {
      notify(t('toast.exportFailed', { message: (error as Error).message }), 'error');
    } finally {
      setProgress(null);
    }
  };
  return { exporting: progress !== null, progress, run };
}
