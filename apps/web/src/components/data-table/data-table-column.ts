import type { ReactNode } from 'react';

/**
 * One column of a DataTable. The shape follows MUI X's `GridColDef` for the parts the lists use, so
 * that a column reads the same as before the grid was replaced (docs/decisions/009).
 */
export type DataTableColumn<R> = {
  /** The row's key the cell shows by default and, for a sortable column, the API's `sortBy` key. */
  field: string;
  headerName?: string;
  /** The header's content in place of `headerName` (a select-all checkbox, for one). */
  renderHeader?: () => ReactNode;
  /**
   * A share of the width the fixed columns leave (as CSS `fr`), never narrower than `minWidth`.
   * Without it the column is `width` wide (100 px when unset), and at least `minWidth`.
   */
  flex?: number;
  width?: number;
  /** 50 px when unset. The table scrolls sideways when the columns' minimums do not fit. */
  minWidth?: number;
  /** Sortable unless `false`: a click on the header (or Enter, Space) sorts by `field`. */
  sortable?: boolean;
  align?: 'left' | 'center' | 'right';
  /** The cell's value from the row (default: `row[field]`). The first argument is `row[field]`. */
  valueGetter?: (value: never, row: R) => unknown;
  /** The text shown for the value, when the cell has no `renderCell`. */
  valueFormatter?: (value: never, row: R) => ReactNode;
  /** The cell's content in place of the value's text. */
  renderCell?: (params: { row: R; value: unknown }) => ReactNode;
};

export type SortDirection = 'asc' | 'desc';
export type DataTableSort = { field?: string; direction?: SortDirection };

/**
 * The sort a click on a sortable header asks for: ascending first, then descending, then none (the
 * list's default order), as MUI X's grid did.
 */
export function nextSort(sort: DataTableSort | undefined, field: string): DataTableSort {
  if (sort?.field !== field) return { field, direction: 'asc' };
  if (sort.direction === 'desc') return {};
  return { field, direction: 'desc' };
}

/** DataGrid's column sizing in CSS grid terms: a flex column is `minmax(min, flex fr)`. */
export function columnTrack<R>(column: DataTableColumn<R>): { track: string; min: number } {
  const min = column.minWidth ?? 50;
  if (column.flex) return { track: `minmax(${min}px, ${column.flex}fr)`, min };
  const width = Math.max(column.width ?? 100, min);
  return { track: `${width}px`, min: width };
}

/** A list's "created" column: the row's `createdAt` as a date in the reader's format, sortable. */
export function createdAtColumn<R extends { createdAt: string }>(
  headerName: string,
  date: (iso: string) => string,
  minWidth = 120,
): DataTableColumn<R> {
  return { field: 'createdAt', headerName, minWidth, valueGetter: (_, row) => date(row.createdAt) };
}
