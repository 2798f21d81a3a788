import type { SalesDetail } from '@app/contracts/datatable';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { IconLock, IconReceiptOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableSort } from '@/components/data-table/data-table';
import { ListEmpty, ListError } from '@/components/data-table/list-states';
import { ListExportButton, ListToolbar } from '@/components/data-table/list-toolbar';
import { useToast } from '@/components/toast/use-toast';
import { datedFileName, saveFile } from '@/lib/download-export';
import { useIntlFormat } from '@/lib/intl-format';
import { useCan } from '@/lib/session/can';
import { KitPage } from '../../components/kit-page';
import { Specimen } from '../../components/specimen';
import { datatableQueryOptions } from '../api/get-datatable';
import { pageOfRows, salesCsv, searchSales, sortSales } from '../sales-table';
import { salesColumns } from './sales-columns';

type Id = string | number;

/** The app's DataTable over real sales (GET /api/pages/datatable): search, sort, pages, selection and CSV. */
export function DataTablePage() {
  const { t } = useTranslation('ui-kit');
  const k = (key: string, options?: Record<string, unknown>) => t(`tables.data-table.${key}`, options);
  const canRead = useCan({ action: 'read', subject: 'Order' });
  return (
    <KitPage section="tables" name="data-table">
      <Specimen
        title={k('table.title')}
        description={k('table.description')}
        importLine="import { DataTable } from '@/components/data-table/data-table';"
        props={[
          { name: 'columns', type: 'DataTableColumn<R>[]', description: k('props.columns') },
          { name: 'rows, total, page, pageSize', type: 'R[], number…', description: k('props.rows') },
          { name: 'sort, onSortChange', type: 'DataTableSort', description: k('props.sort') },
          { name: 'selection', type: '{ ids; onChange }', description: k('props.selection') },
          { name: 'summary', type: '(range) => string', description: k('props.summary') },
          { name: 'empty', type: 'ReactNode', description: k('props.empty') },
        ]}
      >
        {canRead ? (
          <SalesTable />
        ) : (
          <Box
            role="status"
            sx={{ display: 'grid', justifyItems: 'center', gap: 1, py: 4, textAlign: 'center' }}
          >
            <Box sx={{ color: 'text.disabled' }} aria-hidden>
              <IconLock size={40} stroke={1.5} />
            </Box>
            <Typography variant="h6" component="p">
              {k('noAccess.title')}
            </Typography>
            <Typography color="text.secondary">{k('noAccess.text')}</Typography>
          </Box>
        )}
      </Specimen>
    </KitPage>
  );
}

function SalesTable() {
  const { t } = useTranslation('ui-kit');
  const k = (key: string, options?: Record<string, unknown>) => t(`tables.data-table.${key}`, options);
  const format = useIntlFormat();
  const { notify } = useToast();
  const sales = useQuery(datatableQueryOptions());
  const [q, setQ] = useState<string | undefined>();
  const [sort, setSort] = useState<DataTableSort>({});
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [selected, setSelected] = useState<Id[]>([]);
  const found = sortSales(searchSales(sales.data ?? [], q), sort);
  const rows = pageOfRows(found, page, pageSize);
  const exportRows = (): SalesDetail[] =>
    selected.length > 0 ? found.filter((r) => selected.includes(r.id)) : found;
  const exportCsv = () => {
    const chosen = exportRows();
    saveFile(new Blob([salesCsv(chosen)], { type: 'text/csv;charset=utf-8' }), datedFileName('sales'));
    notify(k('exported', { count: chosen.length }));
  };
  if (sales.isError)
    return <ListError ns="ui-kit" message={sales.error.message} onRetry={() => void sales.refetch()} />;
  return (
    <Card variant="outlined">
      <ListToolbar
        ns="ui-kit"
        q={q}
        pageSize={pageSize}
        onChange={(patch) => {
          if ('q' in patch) setQ(patch.q);
          if (patch.itemsPerPage) setPageSize(patch.itemsPerPage);
          setPage(1);
        }}
        lead={
          selected.length > 0 ? (
            <Typography variant="body2" color="text.secondary" role="status">
              {k('selected', { count: selected.length })}
            </Typography>
          ) : undefined
        }
      >
        <ListExportButton ns="ui-kit" exporting={false} onClick={exportCsv} />
      </ListToolbar>
      {sales.data && sales.data.length === 0 && (
        <Alert severity="info" sx={{ mx: 3, mb: 2 }}>
          {k('noSales')}
        </Alert>
      )}
      <DataTable
        ariaLabel={k('label')}
        columns={salesColumns(k, format)}
        rows={rows}
        total={found.length}
        page={page}
        pageSize={pageSize}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
        onPageChange={setPage}
        loading={sales.isLoading}
        autoRowHeight
        summary={(range) => k('showing', range)}
        selection={{ ids: selected, onChange: setSelected }}
        empty={
          <ListEmpty
            ns="ui-kit"
            icon={IconReceiptOff}
            filtered={Boolean(q)}
            onClear={() => setQ(undefined)}
            clearKey="list.clearSearch"
          />
        }
      />
    </Card>
  );
}
