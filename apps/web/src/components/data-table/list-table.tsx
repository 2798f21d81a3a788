import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableProps, type SortDirection } from './data-table';
import { ListError } from './list-states';

type ListQuery<S extends string> = {
  page: number;
  itemsPerPage: number;
  sortBy?: S;
  orderBy?: SortDirection;
};
type ListState = {
  isError: boolean;
  data: unknown;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
};

type Props<R extends object, S extends string> = Omit<
  DataTableProps<R>,
  'rows' | 'total' | 'page' | 'pageSize' | 'sort' | 'onPageChange' | 'onSortChange' | 'loading' | 'summary'
> & {
  /** The area's namespace: `list.showing`, and `list.error`/`list.retry` when the page fails. */
  ns: string;
  /** The list's state as the URL gives it. */
  query: ListQuery<S>;
  /** The page's query (its failure, its refetch, whether it is loading). */
  list: ListState;
  rows: R[] | undefined;
  total: number | undefined;
  /**
   * Merges into the URL's search: another page (page 1 is undefined, so that the URL leaves it out), or
   * another sort, which goes back to page 1. A column's `field` is the key the API sorts by.
   */
  onSearchChange: (patch: { page?: number; sortBy?: S; orderBy?: SortDirection }) => void;
};

/** A list's server-side table over its URL state, or the reason it failed with a way to retry. */
export function ListTable<R extends object, S extends string>(props: Props<R, S>) {
  const { ns, query, list, rows, total, onSearchChange, ...table } = props;
  const { t } = useTranslation(ns);
  if (list.isError && !list.data) {
    return <ListError ns={ns} message={list.error?.message ?? ''} onRetry={() => void list.refetch()} />;
  }
  return (
    <DataTable
      {...table}
      rows={rows ?? []}
      total={total ?? 0}
      page={query.page}
      pageSize={query.itemsPerPage}
      sort={{ field: query.sortBy, direction: query.orderBy }}
      onPageChange={(page) => onSearchChange({ page: page === 1 ? undefined : page })}
      onSortChange={({ field, direction }) =>
        onSearchChange({
          sortBy: (field || undefined) as S | undefined,
          orderBy: field ? direction : undefined,
          page: undefined,
        })
      }
      loading={list.isFetching}
      summary={(range) => t('list.showing', range)}
    />
  );
}
