import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridOverlayProps,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTableFooter, type RangeSummary } from './data-table-footer';
import { dataTableLocale } from './data-table-locale';
import { skeletonOf } from './data-table-skeleton';

export type SortDirection = 'asc' | 'desc';
export type DataTableSort = { field?: string; direction?: SortDirection };

export type DataTableProps<R extends GridValidRowModel> = {
  /** Each sortable column's `field` is the key the API sorts by. */
  columns: GridColDef<R>[];
  rows: R[];
  total: number;
  /** The total is the server's estimate (`totalIsEstimate` in the list answer). */
  totalIsEstimate?: boolean;
  /** 1-based, as in the API and the URL. */
  page: number;
  pageSize: number;
  sort?: DataTableSort;
  onPageChange: (page: number) => void;
  onSortChange?: (sort: DataTableSort) => void;
  loading?: boolean;
  /** Shown in place of rows when the list is empty and not loading. */
  empty?: ReactNode;
  ariaLabel: string;
  rowHeight?: number;
  /** Rows grow to fit content that wraps (chips, for one). */
  autoRowHeight?: boolean;
  summary?: RangeSummary;
  getRowId?: (row: R) => string | number;
  /** Checkbox selection of the rows on the page (bulk actions); the parent keeps the selected ids. */
  selection?: { ids: readonly (string | number)[]; onChange: (ids: (string | number)[]) => void };
};

function EmptyOverlay({ children, ...rest }: GridOverlayProps) {
  return (
    <Box {...rest} sx={{ height: '100%', display: 'grid', placeItems: 'center', p: 3 }}>
      {children}
    </Box>
  );
}

/**
 * A server-side table: the parent owns page, page size and sort (usually in the URL), fetches the page,
 * and passes the rows and the total. The grid never pages or sorts on its own.
 */
export function DataTable<R extends GridValidRowModel>(props: DataTableProps<R>) {
  const { columns, rows, total, page, pageSize, sort, loading, empty, ariaLabel, rowHeight = 58 } = props;
  const { i18n } = useTranslation();
  const locale = dataTableLocale(i18n.language);
  const sortModel: GridSortModel = useMemo(
    () => (sort?.field ? [{ field: sort.field, sort: sort.direction ?? 'asc' }] : []),
    [sort?.field, sort?.direction],
  );
  // The first load shows placeholder rows; later loads keep the rows and show a progress bar.
  const firstLoad = Boolean(loading) && rows.length === 0;
  const skeleton = useMemo(
    () => (firstLoad ? skeletonOf(columns, Math.min(pageSize, 10)) : null),
    [firstLoad, columns, pageSize],
  );
  const summary: RangeSummary =
    props.summary ??
    (({ from, to, total: count }) =>
      (typeof count === 'number'
        ? locale.grid.paginationDisplayedRows?.({ from, to, count, estimated: undefined })
        : undefined) ?? `${from}–${to} / ${count}`);

  return (
    <Box sx={{ width: '100%' }} aria-busy={loading ? true : undefined}>
      <DataGrid<R>
        aria-label={ariaLabel}
        columns={skeleton?.columns ?? columns}
        rows={skeleton?.rows ?? rows}
        rowCount={total}
        getRowId={skeleton ? undefined : props.getRowId}
        loading={loading && !firstLoad}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        paginationModel={{ page: page - 1, pageSize }}
        pageSizeOptions={[pageSize]}
        sortModel={sortModel}
        onSortModelChange={(model) =>
          props.onSortChange?.({ field: model[0]?.field, direction: model[0]?.sort ?? undefined })
        }
        sortingOrder={['asc', 'desc', null]}
        localeText={locale.grid}
        autoHeight
        hideFooter
        disableColumnMenu
        disableColumnFilter
        disableColumnSelector
        disableRowSelectionOnClick
        checkboxSelection={Boolean(props.selection) && !firstLoad}
        rowSelectionModel={
          props.selection ? { type: 'include', ids: new Set(props.selection.ids) } : undefined
        }
        onRowSelectionModelChange={
          props.selection
            ? (model) =>
                props.selection?.onChange(
                  model.type === 'include'
                    ? [...model.ids]
                    : // "Select all" arrives as "all but these"; here that means all rows of the page.
                      rows
                        .map((r) => props.getRowId?.(r) ?? (r.id as string | number))
                        .filter((id) => !model.ids.has(id)),
                )
            : undefined
        }
        disableColumnResize
        rowHeight={rowHeight}
        getRowHeight={props.autoRowHeight ? () => 'auto' : undefined}
        columnHeaderHeight={52}
        slots={{ noRowsOverlay: EmptyOverlay, noResultsOverlay: EmptyOverlay }}
        slotProps={{
          noRowsOverlay: { children: empty },
          noResultsOverlay: { children: empty },
          loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'linear-progress' },
        }}
        sx={{
          border: 0,
          borderRadius: 0,
          '--DataGrid-overlayHeight': '280px',
          '& .MuiDataGrid-columnHeaders': { textTransform: 'uppercase' },
          '& .MuiDataGrid-columnHeaderTitle': {
            fontWeight: 500,
            fontSize: '0.8125rem',
            letterSpacing: '0.2px',
          },
          '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
          // The first column lines up with the card's padding.
          '& .MuiDataGrid-cell[data-colindex="0"], & .MuiDataGrid-columnHeader[aria-colindex="1"]': {
            paddingInlineStart: '24px',
          },
          '& .MuiDataGrid-cell:focus, & .MuiDataGrid-columnHeader:focus': { outlineOffset: -2 },
        }}
      />
      <DataTableFooter
        page={page}
        pageSize={pageSize}
        total={total}
        totalIsEstimate={props.totalIsEstimate}
        summary={summary}
        onPageChange={props.onPageChange}
        getItemAriaLabel={locale.pageAriaLabel}
      />
    </Box>
  );
}
