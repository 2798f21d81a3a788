import Skeleton from '@mui/material/Skeleton';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';

const WIDTHS = ['72%', '56%', '64%', '48%', '60%'];

/**
 * While the first page loads: as many placeholder rows as the page will have (at most 10), under the
 * real headers, each cell a bar, so the table keeps its shape and nothing jumps when the rows arrive.
 */
export function skeletonOf<R extends GridValidRowModel>(columns: GridColDef<R>[], count: number) {
  const skeletonColumns: GridColDef<R>[] = columns.map((column, index) => ({
    ...column,
    valueGetter: undefined,
    valueFormatter: undefined,
    renderCell: () => <Skeleton variant="rounded" height={12} width={WIDTHS[index % WIDTHS.length]} />,
  }));
  const rows = Array.from({ length: count }, (_, i) => ({ id: `skeleton-${i}` }) as unknown as R);
  return { columns: skeletonColumns, rows };
}
