import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn, type DataTableProps } from './data-table';
import { columnTrack, nextSort } from './data-table-column';

type Row = { id: number; name: string; spent: number };
const rows: Row[] = [
  { id: 1, name: 'Ada', spent: 120 },
  { id: 2, name: 'Grace', spent: 80 },
];
const columns: DataTableColumn<Row>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'spent', headerName: 'Spent', minWidth: 110, valueGetter: (_, row) => `$${row.spent}` },
  {
    field: 'actions',
    headerName: 'Actions',
    sortable: false,
    renderCell: ({ row }) => <a href="#x">{row.id}</a>,
  },
];

function table(props: Partial<DataTableProps<Row>> = {}) {
  return render(
    <DataTable<Row>
      ariaLabel="People"
      columns={columns}
      rows={rows}
      total={2}
      page={1}
      pageSize={10}
      onPageChange={() => {}}
      onSortChange={() => {}}
      summary={({ from, to, total }) => `Showing ${from} to ${to} of ${total}`}
      {...props}
    />,
  );
}

// Role queries in jsdom are slow on a busy machine: the first render alone can take seconds.
describe('the data table', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('shows the rows with their values, rendered cells and the footer', () => {
    table();
    const grid = screen.getByRole('table', { name: 'People' });
    const body = within(grid).getAllByRole('row');
    expect(body).toHaveLength(3);
    expect(within(body[1]).getByText('Ada')).toBeTruthy();
    expect(within(body[1]).getByText('$120')).toBeTruthy();
    expect(within(body[2]).getByRole('link', { name: '2' })).toBeTruthy();
    expect(screen.getByText('Showing 1 to 2 of 2')).toBeTruthy();
  });

  it('sorts on the server: a header click asks for ascending, then descending, then none', () => {
    const onSortChange = vi.fn();
    const { rerender } = table({ onSortChange });
    const name = screen.getByRole('columnheader', { name: 'Name' });
    expect(name.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'Actions' }).getAttribute('aria-sort')).toBeNull();
    fireEvent.click(within(name).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'name', direction: 'asc' });
    rerender(
      <DataTable<Row>
        ariaLabel="People"
        columns={columns}
        rows={rows}
        total={2}
        page={1}
        pageSize={10}
        sort={{ field: 'name', direction: 'desc' }}
        onPageChange={() => {}}
        onSortChange={onSortChange}
        summary={() => ''}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('descending');
    expect(within(screen.getByRole('columnheader', { name: 'Actions' })).queryByRole('button')).toBeNull();
    expect(nextSort({ field: 'name', direction: 'asc' }, 'name')).toEqual({
      field: 'name',
      direction: 'desc',
    });
    expect(nextSort({ field: 'name', direction: 'desc' }, 'name')).toEqual({});
    expect(nextSort({ field: 'name', direction: 'desc' }, 'spent')).toEqual({
      field: 'spent',
      direction: 'asc',
    });
  });

  it('selects rows of the page one by one or all at once', () => {
    const onChange = vi.fn();
    table({ selection: { ids: [2], onChange } });
    const all = screen.getByRole('checkbox', { name: 'Select all rows' }) as HTMLInputElement;
    expect(all.checked).toBe(false);
    expect(all.dataset.indeterminate).toBe('true');
    fireEvent.click(all);
    expect(onChange).toHaveBeenLastCalledWith([1, 2]);
    const [first, second] = screen.getAllByRole('checkbox', { name: 'Select row' }) as HTMLInputElement[];
    expect(second.checked).toBe(true);
    fireEvent.click(first);
    expect(onChange).toHaveBeenLastCalledWith([2, 1]);
    fireEvent.click(second);
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('shows placeholder rows on the first load and the empty state when nothing came back', () => {
    table({ rows: [], total: 0, loading: true, pageSize: 5 });
    expect(screen.getAllByRole('row')).toHaveLength(1 + 5);
    expect(screen.queryByText('Nothing here')).toBeNull();
    cleanup();
    table({ rows: [], total: 0, empty: <p>Nothing here</p> });
    expect(screen.getByText('Nothing here')).toBeTruthy();
  });

  it('keeps the rows and shows a progress bar while the next page loads', () => {
    table({ loading: true });
    expect(screen.getByText('Grace')).toBeTruthy();
    expect(document.querySelector('.MuiLinearProgress-root')).toBeTruthy();
  });

  it('sizes columns as MUI X did: flex with a minimum, else a fixed width of at least 100 px', () => {
    expect(columnTrack({ field: 'a', flex: 1.6, minWidth: 210 })).toEqual({
      track: 'minmax(210px, 1.6fr)',
      min: 210,
    });
    expect(columnTrack({ field: 'b', minWidth: 70 })).toEqual({ track: '100px', min: 100 });
    expect(columnTrack({ field: 'c', minWidth: 150 })).toEqual({ track: '150px', min: 150 });
    expect(columnTrack({ field: 'd', width: 64 })).toEqual({ track: '64px', min: 64 });
  });
});
