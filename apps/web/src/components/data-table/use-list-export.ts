import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast/use-toast';
import { datedFileName, downloadCsv } from '@/lib/csv';

type Options<Q, R> = {
  /** The area's namespace: `toast.exported` and `toast.exportFailed`. */
  ns: string;
  /** The file's stem: `orders` gives orders-YYYY-MM-DD.csv. */
  fileStem: string;
  fetchAll: (query: Q) => Promise<R[]>;
  csv: (rows: R[]) => string;
};

/** Downloads every row of a list's current filter and sort as a CSV file, then says how many (or why not). */
export function useListExport<Q, R>({ ns, fileStem, fetchAll, csv }: Options<Q, R>) {
  const { t } = useTranslation(ns);
  const { notify } = useToast();
  const [exporting, setExporting] = useState(false);
  const run = async (query: Q) => {
    setExporting(true);
    try {
      const rows = await fetchAll(query);
      downloadCsv(datedFileName(fileStem), csv(rows));
      notify(t('toast.exported', { count: rows.length }));
    } catch (error) {
      notify(t('toast.exportFailed', { message: (error as Error).message }), 'error');
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run };
}
