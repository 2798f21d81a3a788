import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import type { Icon } from '@tabler/icons-react';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { DataTableColumn, DataTableProps, SortDirection } from '../data-table/data-table';
import type { ListProps } from '../data-table/list-props';
import { ListEmpty } from '../data-table/list-states';
import { ListTable } from '../data-table/list-table';
import { ListToolbar } from '../data-table/list-toolbar';
import { PageHeader } from '../page-header';

/** The URL state every list has (lib/url-search.ts). */
type ListSearch = {
  q?: string;
  sortBy?: string;
  orderBy?: SortDirection;
  page?: number;
  itemsPerPage?: number;
};
/** The API query a list's URL state gives (`toListParams`). */
type ListQuery = { page: number; itemsPerPage: number; sortBy?: string; orderBy?: SortDirection };

/** The rows ticked on the page shown (checkbox selection); another page, filter or sort starts empty. */
export type ListSelection<R> = { rows: R[]; ids: number[]; clear: () => void };

/** Merges a filter's change into the URL's search and goes back to page 1. */
export type ListFilterChange<S> = (patch: Partial<S>) => void;

type Props<S extends ListSearch, D, R extends object> = ListProps<S> & {
  /** The area's namespace: the toolbar's, the table's and the empty state's `list.*` texts. */
  ns: string;
  /** The API query the URL's search gives; the shell fetches it with `queryOptions`. */
  query: ListQuery;
  // biome-ignore lint/suspicious/noExplicitAny: a list's query key is its own tuple
  queryOptions: UseQueryOptions<D, Error, D, any>;
  /** The rows and the total of an answer. */
  answer: (data: D) => { rows: R[]; total: number; totalIsEstimate?: boolean };
  columns: DataTableColumn<R>[];
  /** The table's accessible name. */
  ariaLabel: string;
  /** The page's h1 over the card (with its subtitle and main actions), when the list is the page. */
  pageHeader?: { title: string; subtitle?: ReactNode; actions?: ReactNode };
  /** Between the page's header and the list's card (a form that adds to the list, for one). */
  intro?: ReactNode;
  /**
   * The top of the list's card, above the toolbar: its title (`ListCardTitle`), its filters card
   * (`ListFiltersSection`), or more. Each list imports the one it shows, so a route loads only that.
   */
  header?: (change: ListFilterChange<S>) => ReactNode;
  toolbar?: {
    /** `page-size-first`: the page size on the start side, the search on the end side. */
    layout?: 'search-first' | 'page-size-first';
    /** Filters beside the search. */
    filters?: (change: ListFilterChange<S>) => ReactNode;
    /** Before the page size, on the end side. */
    lead?: (selection: ListSelection<R>) => ReactNode;
    /** After the page size: filters and actions. */
    actions?: (selection: ListSelection<R>, change: ListFilterChange<S>) => ReactNode;
  };
  /**
   * The URL keys of the filters besides `q`: any of them set means "nothing matches" when the page is
   * empty, and its "Clear filters" empties them all. A list without (`[]`) offers "Clear search".
   */
  filterKeys: readonly (keyof S)[];
  /** The empty state's icon. */
  emptyIcon?: Icon;
  /** The empty state's clear button when it is not the default (see `filterKeys`). */
  clearKey?: 'list.clearFilters' | 'list.clearSearch';
  /** Checkbox selection of the rows on the page, for bulk actions. */
  selectable?: boolean;
  /** Called on any change of the URL's state from the shell (page, sort, filters, search). */
  onStateChange?: () => void;
} & Pick<DataTableProps<R>, 'rowHeight' | 'autoRowHeight'> & {
    /** Dialogs and drawers the list opens. */
    children?: ReactNode;
  };

/** A change of filter, search or page size: merged into the URL's search, back to page 1. */
export const filterChange =
  <S extends ListSearch>(onSearchChange: (patch: Partial<S>) => void): ListFilterChange<S> =>
  (patch) =>
    onSearchChange({ ...patch, page: undefined });

const idOf = (row: object) => (row as { id: number }).id;

/**
 * One list page: the header, the toolbar (search, page size, filters, actions), the server-side table
 * with its loading, empty and error states, the row selection, all over the URL's state. A list
 * declares its query, columns (row actions included), filters and actions; the route gives the URL's
 * state (lib/list-route.ts).
 */
export function ListPage<S extends ListSearch, D, R extends object>(props: Props<S, D, R>) {
  const { ns, search, query, columns, filterKeys, toolbar } = props;
  const list = useQuery(props.queryOptions);
  const answer = list.data === undefined ? undefined : props.answer(list.data);
  const rows = answer?.rows ?? [];

  const scope = JSON.stringify(query);
  const [ticked, setTicked] = useState<{ scope: string; ids: number[] }>({ scope, ids: [] });
  const ids = ticked.scope === scope ? ticked.ids : [];
  const selection: ListSelection<R> = {
    ids,
    rows: rows.filter((row) => ids.includes(idOf(row))),
    clear: () => setTicked({ scope, ids: [] }),
  };

  const onSearchChange = (patch: Partial<S>) => {
    props.onStateChange?.();
    props.onSearchChange(patch);
  };
  const change = filterChange(onSearchChange);
  const filtered = [...filterKeys, 'q' as const].some((key) => {
    const value = search[key as keyof S];
    return value !== undefined && value !== '';
  });
  const clearFilters = () =>
    change(Object.fromEntries([...filterKeys, 'q'].map((key) => [key, undefined])) as Partial<S>);

  const card = (
    <Card>
      {props.header?.(change)}
      <ListToolbar
        ns={ns}
        layout={toolbar?.layout}
        q={search.q}
        pageSize={query.itemsPerPage}
        onChange={(patch) => change(patch as Partial<S>)}
        filters={toolbar?.filters?.(change)}
        lead={toolbar?.lead?.(selection)}
      >
        {toolbar?.actions?.(selection, change)}
      </ListToolbar>
      <ListTable
        ns={ns}
        ariaLabel={props.ariaLabel}
        columns={columns}
        query={query}
        list={list}
        rows={answer?.rows}
        total={answer?.total}
        totalIsEstimate={answer?.totalIsEstimate}
        onSearchChange={(patch) => onSearchChange(patch as Partial<S>)}
        rowHeight={props.rowHeight}
        autoRowHeight={props.autoRowHeight}
        empty={
          <ListEmpty
            ns={ns}
            icon={props.emptyIcon}
            filtered={filtered}
            onClear={clearFilters}
            clearKey={props.clearKey ?? (filterKeys.length === 0 ? 'list.clearSearch' : 'list.clearFilters')}
          />
        }
        selection={
          props.selectable
            ? { ids, onChange: (next) => setTicked({ scope, ids: next.map(Number) }) }
            : undefined
        }
      />
      {!props.pageHeader && props.children}
    </Card>
  );
  if (!props.pageHeader) return card;
  return (
    <Box>
      <PageHeader {...props.pageHeader} />
      {props.intro}
      {card}
      {props.children}
    </Box>
  );
}
