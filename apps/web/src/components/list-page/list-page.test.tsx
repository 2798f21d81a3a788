import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataTableColumn } from '../data-table/data-table';
import { ListPage } from './list-page';

type Row = { id: number; user: string };
type Search = { q?: string; status?: string; page?: number; itemsPerPage?: number };
type Answer = { referrals: Row[]; total: number };
const columns: DataTableColumn<Row>[] = [{ field: 'user', headerName: 'User', flex: 1 }];

function page(props: {
  search: Search;
  answer: () => Promise<Answer>;
  onSearchChange?: (patch: Partial<Search>) => void;
  client?: QueryClient;
}) {
  const client = props.client ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const query = { page: props.search.page ?? 1, itemsPerPage: 10, status: props.search.status };
  const tree = (search: Search, q = query): ReactNode => (
    <QueryClientProvider client={client}>
      <ListPage
        ns="referral"
        search={search}
        onSearchChange={props.onSearchChange ?? (() => {})}
        query={q}
        queryOptions={queryOptions({ queryKey: ['referrals', q], queryFn: props.answer })}
        answer={(data: Answer) => ({ rows: data.referrals, total: data.total })}
        columns={columns}
        ariaLabel="Referred users"
        filterKeys={['status']}
        selectable
        toolbar={{
          actions: (selection) => <button type="button">{`${selection.ids.length} ticked`}</button>,
        }}
      />
    </QueryClientProvider>
  );
  const view = render(tree(props.search));
  return {
    ...view,
    rerenderAt: (search: Search) => view.rerender(tree(search, { ...query, page: search.page ?? 1 })),
  };
}

const two = async () => ({
  referrals: [
    { id: 1, user: 'Ada' },
    { id: 2, user: 'Grace' },
  ],
  total: 12,
});

// Role queries in jsdom are slow on a busy machine.
describe('the list page shell', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('shows the answer’s rows with the area’s summary of the range', async () => {
    page({ search: {}, answer: two });
    expect(await screen.findByText('Grace')).toBeTruthy();
    expect(screen.getByText('Showing 1 to 10 of 12 referrals')).toBeTruthy();
  });

  it('says nothing matches a filter, and its button clears the search and every filter on page 1', async () => {
    const onSearchChange = vi.fn();
    page({
      search: { q: 'zz', status: 'Paid', page: 2 },
      answer: async () => ({ referrals: [], total: 0 }),
      onSearchChange,
    });
    expect(await screen.findByText('No referrals match these filters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onSearchChange).toHaveBeenCalledWith({ status: undefined, q: undefined, page: undefined });
  });

  it('shows the failure with Retry, which asks again', async () => {
    const answer = vi.fn().mockRejectedValueOnce(new Error('Server down')).mockImplementation(two);
    page({ search: {}, answer });
    expect(await screen.findByText(/The referrals could not be loaded\. Server down/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Ada')).toBeTruthy();
  });

  it('gives the ticked rows to the toolbar, and another page starts with none ticked', async () => {
    const view = page({ search: {}, answer: two });
    await screen.findByText('Ada');
    const [first] = screen.getAllByRole('checkbox', { name: 'Select row' });
    fireEvent.click(first);
    expect(screen.getByRole('button', { name: '1 ticked' })).toBeTruthy();
    view.rerenderAt({ page: 2 });
    expect(screen.getByRole('button', { name: '0 ticked' })).toBeTruthy();
  });
});
