import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  columnTrack,
  type DataTableColumn,
  type DataTableSort,
  nextSort,
  type SortDirection,
} from './data-table-column';
import { DataTableFooter, type RangeSummary } from './data-table-footer';
import { dataTableLocale } from './data-table-locale';

export type { DataTableColumn, DataTableSort, SortDirection };

type RowId = string | number;
export type DataTableDensity = 'compact' | 'standard' | 'comfortable';
const DENSITY_FACTOR: Record<DataTableDensity, number> = { compact: 0.7, standard: 1, comfortable: 1.3 };

export type DataTableProps<R extends object> = {
  /** Each sortable column's `field` is the key the API sorts by. */
  columns: DataTableColumn<R>[];
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
  /** The least height of a row, before density (58 px). */
  rowHeight?: number;
  /** Rows grow to fit content that wraps (chips, for one); otherwise a cell's text stays on one line. */
  autoRowHeight?: boolean;
  density?: DataTableDensity;
  /** "Showing 1 to 10 of 50": the footer's words. */
  summary: RangeSummary;
  getRowId?: (row: R) => RowId;
  /** Checkbox selection of the rows on the page (bulk actions); the parent keeps the selected ids. */
  selection?: { ids: readonly RowId[]; onChange: (ids: RowId[]) => void };
};

const HEADER_HEIGHT = 52;
const SKELETON_WIDTHS = ['72%', '56%', '64%', '48%', '60%'];
/** The selection column: the checkbox's box lines up with the card's 24 px padding. */
const SELECT_TRACK = 64;
const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

const defaultRowId = (row: object) => (row as { id: RowId }).id;

function cellValue<R extends object>(column: DataTableColumn<R>, row: R): unknown {
  const raw = (row as Record<string, unknown>)[column.field];
  return column.valueGetter ? column.valueGetter(raw as never, row) : raw;
}

function CellContent<R extends object>({ column, row }: { column: DataTableColumn<R>; row: R }) {
  const value = cellValue(column, row);
  if (column.renderCell) return column.renderCell({ row, value });
  const shown = column.valueFormatter ? column.valueFormatter(value as never, row) : value;
  return (
    <Box component="span" sx={ellipsis}>
      {shown == null || typeof shown === 'boolean' ? '' : (shown as ReactNode)}
    </Box>
  );
}

const ARIA_SORT: Record<SortDirection, 'ascending' | 'descending'> = {
  asc: 'ascending',
  desc: 'descending',
};

/**
 * A server-side table on MUI's Table pieces: the parent owns page, page size and sort (usually in the
 * URL), fetches the page, and passes the rows and the total. The table never pages or sorts on its own.
 *
 * Each row is a CSS grid over the same column tracks (`minmax(min, flex fr)` or a fixed width), so the
 * columns keep MUI X's flex and minimum widths; the table is at least as wide as the minimums and
 * scrolls sideways inside its box on narrow screens, with the header sticky when the box scrolls down.
 */
export function DataTable<R extends object>(props: DataTableProps<R>) {
  const { columns, rows, total, page, pageSize, sort, loading, empty, ariaLabel, selection } = props;
  const { t, i18n } = useTranslation();
  const locale = dataTableLocale(i18n.language);
  const factor = DENSITY_FACTOR[props.density ?? 'standard'];
  const rowHeight = Math.round((props.rowHeight ?? 58) * factor);
  const headerHeight = Math.round(HEADER_HEIGHT * factor);
  const getRowId = props.getRowId ?? defaultRowId;
  // The first load shows placeholder rows; later loads keep the rows and show a progress bar.
  const firstLoad = Boolean(loading) && rows.length === 0;
  const selectable = Boolean(selection) && !firstLoad;

  const tracks = columns.map(columnTrack);
  const template = [...(selectable ? [`${SELECT_TRACK}px`] : []), ...tracks.map((c) => c.track)].join(' ');
  const minWidth = tracks.reduce((sum, c) => sum + c.min, selectable ? SELECT_TRACK : 0);

  const selected = new Set(selection?.ids ?? []);
  const pageIds = rows.map(getRowId);
  const selectedOnPage = pageIds.filter((id) => selected.has(id)).length;
  const allSelected = pageIds.length > 0 && selectedOnPage === pageIds.length;
  const toggleAll = () => selection?.onChange(allSelected ? [] : pageIds);
  const toggle = (id: RowId) =>
    selection?.onChange(selected.has(id) ? [...selected].filter((x) => x !== id) : [...selected, id]);

  const rowSx: SxProps<Theme> = { display: 'grid', gridTemplateColumns: template };
  const cellSx: SxProps<Theme> = {
    display: 'flex',
    alignItems: 'center',
    minWidth: 0,
    overflow: 'hidden',
    py: 0,
    px: '10px',
    // The first column lines up with the card's padding.
    '&:first-of-type': { paddingInlineStart: '24px' },
  };
  // One line per cell, as MUI X's grid had it, unless rows grow to fit content that wraps.
  const bodyCellSx: SxProps<Theme> = props.autoRowHeight ? cellSx : { ...cellSx, whiteSpace: 'nowrap' };
  const checkboxCellSx: SxProps<Theme> = { ...cellSx, '&:first-of-type': { paddingInlineStart: '15px' } };

  const showEmpty = !loading && rows.length === 0;
  const skeletonCount = Math.min(pageSize, 10);

  return (
    <Box sx={{ width: '100%', position: 'relative' }} aria-busy={loading ? true : undefined}>
      <Box
        sx={{
          overflow: 'auto',
          // Long pages scroll inside a box as tall as the screen, under a header that stays in view.
          maxHeight: 'calc(100dvh - 64px)',
          overscrollBehaviorX: 'contain',
          // The empty state's cell is as wide as this box (100cqi), not as the columns' minimums.
          containerType: 'inline-size',
        }}
      >
        <Table aria-label={ariaLabel} role="table" sx={{ display: 'block', minWidth }}>
          <TableHead
            role="rowgroup"
            sx={{ display: 'block', position: 'sticky', top: 0, zIndex: 2, bgcolor: 'background.paper' }}
          >
            <TableRow role="row" sx={{ ...rowSx, minHeight: headerHeight }}>
              {selectable && (
                <TableCell role="columnheader" sx={checkboxCellSx}>
                  <Checkbox
                    size="small"
                    checked={allSelected}
                    indeterminate={selectedOnPage > 0 && !allSelected}
                    disabled={pageIds.length === 0}
                    onChange={toggleAll}
                    slotProps={{ input: { 'aria-label': t('list.selectAll') } }}
                  />
                </TableCell>
              )}
              {columns.map((column) => {
                const sortable = column.sortable !== false && Boolean(props.onSortChange);
                const active = sortable && sort?.field === column.field;
                const direction = active ? (sort?.direction ?? 'asc') : undefined;
                const label = column.renderHeader?.() ?? (
                  <Box component="span" sx={ellipsis}>
                    {column.headerName ?? ''}
                  </Box>
                );
                return (
                  <TableCell
                    key={column.field}
                    role="columnheader"
                    align={column.align}
                    aria-sort={direction ? ARIA_SORT[direction] : sortable ? 'none' : undefined}
                    sx={cellSx}
                  >
                    {sortable ? (
                      <TableSortLabel
                        active={active}
                        direction={direction ?? 'asc'}
                        onClick={() => props.onSortChange?.(nextSort(sort, column.field))}
                        sx={{
                          flex: 1,
                          minWidth: 0,
                          alignSelf: 'stretch',
                          // An unsorted column's arrow shows on hover or focus only, and takes no room
                          // from a narrow header's title until then.
                          ...(!active && {
                            '& .MuiTableSortLabel-icon': { display: 'none' },
                            '&:hover .MuiTableSortLabel-icon, &.Mui-focusVisible .MuiTableSortLabel-icon': {
                              display: 'inline-block',
                            },
                          }),
                        }}
                      >
                        {label}
                      </TableSortLabel>
                    ) : (
                      label
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody role="rowgroup" sx={{ display: 'block' }}>
            {firstLoad &&
              Array.from({ length: skeletonCount }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their place
                <TableRow key={i} role="row" sx={{ ...rowSx, minHeight: rowHeight }}>
                  {columns.map((column, index) => (
                    <TableCell key={column.field} role="cell" sx={cellSx}>
                      <Skeleton
                        variant="rounded"
                        height={12}
                        width={SKELETON_WIDTHS[index % SKELETON_WIDTHS.length]}
                      />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            {showEmpty && (
              <TableRow role="row" sx={{ display: 'grid' }}>
                <TableCell
                  role="cell"
                  sx={{
                    display: 'grid',
                    placeItems: 'center',
                    minHeight: 280,
                    width: '100cqi',
                    position: 'sticky',
                    insetInlineStart: 0,
                    p: 3,
                    borderBottom: 0,
                  }}
                >
                  {empty}
                </TableCell>
              </TableRow>
            )}
            {!firstLoad &&
              rows.map((row) => {
                const id = getRowId(row);
                const isSelected = selected.has(id);
                return (
                  <TableRow
                    key={id}
                    role="row"
                    hover
                    selected={isSelected}
                    sx={{ ...rowSx, minHeight: rowHeight }}
                  >
                    {selectable && (
                      <TableCell role="cell" sx={checkboxCellSx}>
                        <Checkbox
                          size="small"
                          checked={isSelected}
                          onChange={() => toggle(id)}
                          slotProps={{ input: { 'aria-label': t('list.selectRow') } }}
                        />
                      </TableCell>
                    )}
                    {columns.map((column) => (
                      <TableCell
                        key={column.field}
                        role="cell"
                        align={column.align}
                        sx={{
                          ...bodyCellSx,
                          justifyContent:
                            column.align === 'right'
                              ? 'flex-end'
                              : column.align === 'center'
                                ? 'center'
                                : undefined,
                        }}
                      >
                        <CellContent column={column} row={row} />
                      </TableCell>
                    ))}
                  </TableRow>
                );
              })}
          </TableBody>
        </Table>
      </Box>
      {loading && !firstLoad && (
        <LinearProgress
          aria-hidden
          sx={{ position: 'absolute', top: headerHeight, insetInline: 0, height: 2, zIndex: 3 }}
        />
      )}
      <DataTableFooter
        page={page}
        pageSize={pageSize}
        total={total}
        totalIsEstimate={props.totalIsEstimate}
        summary={props.summary}
        onPageChange={props.onPageChange}
        getItemAriaLabel={locale.pageAriaLabel}
      />
    </Box>
  );
}
