import { reviewStatuses } from '@app/contracts';
import { IconMessageStar } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListProps } from '@/components/data-table/list-props';
import { ListDeleteSelectedButton } from '@/components/data-table/list-toolbar';
import { StatusFilterSelect } from '@/components/data-table/status-filter-select';
import { ListPage } from '@/components/list-page/list-page';
import { useToast } from '@/components/toast/use-toast';
import { useCan } from '@/lib/session/can';
import { reviewsQueryOptions } from '../api/get-reviews';
import { type ReviewListSearch, toReviewsQuery } from '../reviews-search';
import { useReviewColumns } from './reviews-columns';
import { useReviewActions } from './use-review-actions';

type Props = ListProps<ReviewListSearch>;

/** The reviews: status filter, search, page size, bulk delete and a server-side table, all in the URL. */
export function ReviewsList({ search, onSearchChange }: Props) {
  const { t } = useTranslation('review');
  const query = toReviewsQuery(search);
  // The page's rows for the selection column; the shell reads the same query from the cache.
  const reviews = useQuery(reviewsQueryOptions(query));
  const canUpdate = useCan({ action: 'update', subject: 'Review' });
  const canDelete = useCan({ action: 'delete', subject: 'Review' });
  const { notify } = useToast();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const unselect = useCallback(
    (ids: number[]) => setSelected((s) => new Set([...s].filter((id) => !ids.includes(id)))),
    [],
  );
  const actions = useReviewActions(notify, unselect);
  const rows = reviews.data?.reviews ?? [];
  const pageIds = useMemo(() => rows.map((r) => r.id), [rows]);
  const all = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const selection = useMemo(
    () =>
      canDelete
        ? {
            selected,
            all,
            toggle: (id: number) =>
              setSelected((s) => {
                const next = new Set(s);
                if (!next.delete(id)) next.add(id);
                return next;
              }),
            toggleAll: () => setSelected(all ? new Set() : new Set(pageIds)),
          }
        : undefined,
    [canDelete, selected, all, pageIds],
  );
  const columns = useReviewColumns({
    canUpdate,
    canDelete,
    onToggle: actions.onToggle,
    onDelete: actions.onDelete,
    selection,
  });

  const chosen = [...selected].filter((id) => pageIds.includes(id));

  return (
    <ListPage
      ns="review"
      search={search}
      onSearchChange={onSearchChange}
      onStateChange={() => setSelected(new Set())}
      query={query}
      queryOptions={reviewsQueryOptions(query)}
      answer={(data) => ({ ...data, rows: data.reviews })}
      columns={columns}
      ariaLabel={t('list.tableLabel')}
      rowHeight={92}
      filterKeys={['status']}
      emptyIcon={IconMessageStar}
      toolbar={{
        actions: (_, change) => (
          <>
            <StatusFilterSelect
              ns="review"
              statuses={reviewStatuses}
              value={search.status}
              onChange={(status) => change({ status })}
            />
            {canDelete && (
              <ListDeleteSelectedButton
                ns="review"
                count={chosen.length}
                disabled={chosen.length === 0}
                onClick={() => actions.onBulkDelete(chosen)}
              />
            )}
          </>
        ),
      }}
    >
      {actions.dialog}
    </ListPage>
  );
}
