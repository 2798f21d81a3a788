import { reviewStatuses } from '@app/contracts';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { IconMessageStar, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListProps } from '@/components/data-table/list-props';
import { ListEmpty } from '@/components/data-table/list-states';
import { ListTable } from '@/components/data-table/list-table';
import { ListToolbar, toolbarButtonSx } from '@/components/data-table/list-toolbar';
import { StatusFilterSelect } from '@/components/data-table/status-filter-select';
import { useToast } from '@/components/toast/use-toast';
import { useCan } from '@/lib/session/can';
import { reviewsQueryOptions } from '../api/get-reviews';
import { hasFilters, type ReviewListSearch, toReviewsQuery } from '../reviews-search';
import { useReviewColumns } from './reviews-columns';
import { useReviewActions } from './use-review-actions';

type Props = ListProps<ReviewListSearch>;

/** The reviews: status filter, search, page size, bulk delete and a server-side table, all in the URL. */
export function ReviewsList({ search, onSearchChange }: Props) {
  const { t } = useTranslation('review');
  const query = toReviewsQuery(search);
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

  const reset = (patch: Partial<ReviewListSearch>) => {
    setSelected(new Set());
    onSearchChange({ ...patch, page: undefined });
  };
  const chosen = [...selected].filter((id) => pageIds.includes(id));

  return (
    <Card>
      <ListToolbar ns="review" q={search.q} pageSize={query.itemsPerPage} onChange={reset}>
        <StatusFilterSelect
          ns="review"
          statuses={reviewStatuses}
          value={search.status}
          onChange={(status) => reset({ status })}
        />
        {canDelete && (
          <Button
            variant="outlined"
            color="error"
            startIcon={<IconTrash size={18} />}
            disabled={chosen.length === 0}
            onClick={() => actions.onBulkDelete(chosen)}
            sx={toolbarButtonSx}
          >
            {t('list.deleteSelected', { count: chosen.length })}
          </Button>
        )}
      </ListToolbar>
      <ListTable
        ns="review"
        ariaLabel={t('list.tableLabel')}
        columns={columns}
        query={query}
        list={reviews}
        rows={rows}
        total={reviews.data?.total}
        totalIsEstimate={reviews.data?.totalIsEstimate}
        onSearchChange={(patch) => {
          setSelected(new Set());
          onSearchChange(patch);
        }}
        rowHeight={92}
        empty={
          <ListEmpty
            ns="review"
            icon={IconMessageStar}
            filtered={hasFilters(search)}
            onClear={() => reset({ q: undefined, status: undefined })}
          />
        }
      />
      {actions.dialog}
    </Card>
  );
}
