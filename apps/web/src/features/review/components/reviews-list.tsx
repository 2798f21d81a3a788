import { reviewStatuses } from '@app/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/app/session/can';
import { DataTable } from '@/components/data-table/data-table';
import { PageSizeSelect } from '@/components/data-table/page-size-select';
import { SearchField } from '@/components/data-table/search-field';
import { useToast } from '@/components/toast/use-toast';
import { reviewsQueryOptions } from '../api/get-reviews';
import { hasFilters, type ReviewListSearch, toReviewsQuery } from '../reviews-search';
import { useReviewColumns } from './reviews-columns';
import { ReviewsEmpty } from './reviews-empty';
import { useReviewActions } from './use-review-actions';

type Props = { search: ReviewListSearch; onSearchChange: (patch: Partial<ReviewListSearch>) => void };

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
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          p: 3,
        }}
      >
        <SearchField
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          value={search.q ?? ''}
          onChange={(q) => reset({ q: q || undefined })}
        />
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', flexGrow: { xs: 1, sm: 0 } }}
        >
          <PageSizeSelect
            label={t('list.show')}
            value={query.itemsPerPage}
            onChange={(itemsPerPage) => reset({ itemsPerPage })}
          />
          <TextField
            select
            size="small"
            label={t('list.status')}
            value={search.status ?? ''}
            onChange={(e) => reset({ status: (e.target.value || undefined) as ReviewListSearch['status'] })}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            sx={{ minWidth: 150, flexGrow: { xs: 1, sm: 0 } }}
          >
            <MenuItem value="">{t('list.all')}</MenuItem>
            {reviewStatuses.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`statuses.${s}`)}
              </MenuItem>
            ))}
          </TextField>
          {canDelete && (
            <Button
              variant="outlined"
              color="error"
              startIcon={<IconTrash size={18} />}
              disabled={chosen.length === 0}
              onClick={() => actions.onBulkDelete(chosen)}
              sx={{ flexGrow: { xs: 1, sm: 0 } }}
            >
              {t('list.deleteSelected', { count: chosen.length })}
            </Button>
          )}
        </Box>
      </Box>
      {reviews.isError && !reviews.data ? (
        <Box sx={{ p: 3 }}>
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void reviews.refetch()}>
                {t('list.retry')}
              </Button>
            }
          >
            {t('list.error')} {reviews.error.message}
          </Alert>
        </Box>
      ) : (
        <DataTable
          ariaLabel={t('list.tableLabel')}
          columns={columns}
          rows={rows}
          total={reviews.data?.total ?? 0}
          page={query.page}
          pageSize={query.itemsPerPage}
          sort={{ field: query.sortBy, direction: query.orderBy }}
          onPageChange={(page) => {
            setSelected(new Set());
            onSearchChange({ page: page === 1 ? undefined : page });
          }}
          onSortChange={({ field, direction }) =>
            reset({ sortBy: field as ReviewListSearch['sortBy'], orderBy: field ? direction : undefined })
          }
          loading={reviews.isFetching}
          rowHeight={92}
          empty={
            <ReviewsEmpty
              filtered={hasFilters(search)}
              onClear={() => reset({ q: undefined, status: undefined })}
            />
          }
          summary={({ from, to, total }) => t('list.showing', { from, to, total })}
        />
      )}
      {actions.dialog}
    </Card>
  );
}
