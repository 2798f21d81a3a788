import type { Category } from '@app/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { IconCategoryPlus, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/app/session/can';
import { DataTable } from '@/components/data-table/data-table';
import { PageSizeSelect } from '@/components/data-table/page-size-select';
import { SearchField } from '@/components/data-table/search-field';
import { categoriesQueryOptions } from '@/lib/queries/category';
import { type CategoryListSearch, toCategoriesQuery } from '../categories-search';
import { useCategoryColumns } from './categories-columns';
import { CategoryDrawer } from './category-drawer';
import { useDeleteCategoryDialog } from './use-delete-category-dialog';
import { useToast } from './use-toast';

type Props = { search: CategoryListSearch; onSearchChange: (patch: Partial<CategoryListSearch>) => void };

/** Categories with search, sort and paging in the URL; add and edit in a side panel. */
export function CategoryListPage({ search, onSearchChange }: Props) {
  const { t } = useTranslation('category');
  const query = toCategoriesQuery(search);
  const categories = useQuery(categoriesQueryOptions(query));
  const canCreate = useCan({ action: 'create', subject: 'Category' });
  const canUpdate = useCan({ action: 'update', subject: 'Category' });
  const canDelete = useCan({ action: 'delete', subject: 'Category' });
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const { notify, toast } = useToast();
  const deleting = useDeleteCategoryDialog(notify);
  const onEdit = useCallback((c: Category) => setEditing(c), []);
  const columns = useCategoryColumns({ canUpdate, canDelete, onEdit, onDelete: deleting.onDelete });
  const reset = (patch: Partial<CategoryListSearch>) => onSearchChange({ ...patch, page: undefined });

  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {t('title')}
      </Typography>
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
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 2,
              alignItems: 'center',
              flexGrow: { xs: 1, sm: 0 },
            }}
          >
            <PageSizeSelect
              label={t('list.show')}
              value={query.itemsPerPage}
              onChange={(itemsPerPage) => reset({ itemsPerPage })}
            />
            {canCreate && (
              <Button
                variant="contained"
                startIcon={<IconPlus size={18} />}
                onClick={() => setEditing('new')}
                sx={{ flexGrow: { xs: 1, sm: 0 } }}
              >
                {t('list.add')}
              </Button>
            )}
          </Box>
        </Box>
        {categories.isError && !categories.data ? (
          <Box sx={{ p: 3 }}>
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void categories.refetch()}>
                  {t('list.retry')}
                </Button>
              }
            >
              {t('list.error')} {categories.error.message}
            </Alert>
          </Box>
        ) : (
          <DataTable
            ariaLabel={t('list.tableLabel')}
            columns={columns}
            rows={categories.data?.categories ?? []}
            total={categories.data?.total ?? 0}
            page={query.page}
            pageSize={query.itemsPerPage}
            sort={{ field: query.sortBy, direction: query.orderBy }}
            onPageChange={(page) => onSearchChange({ page: page === 1 ? undefined : page })}
            onSortChange={({ field, direction }) =>
              reset({ sortBy: field as CategoryListSearch['sortBy'], orderBy: field ? direction : undefined })
            }
            loading={categories.isFetching}
            empty={
              <Box sx={{ textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 1.5 }}>
                <Box sx={{ color: 'text.disabled' }} aria-hidden>
                  <IconCategoryPlus size={48} stroke={1.5} />
                </Box>
                <Typography variant="h6" component="p">
                  {search.q ? t('list.empty') : t('list.emptyAll')}
                </Typography>
                {search.q && (
                  <Button variant="outlined" onClick={() => reset({ q: undefined })}>
                    {t('list.clearSearch')}
                  </Button>
                )}
              </Box>
            }
            summary={({ from, to, total }) => t('list.showing', { from, to, total })}
          />
        )}
      </Card>
      <CategoryDrawer
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(name, created) => notify(t(created ? 'toast.created' : 'toast.updated', { name }))}
      />
      {deleting.dialog}
      {toast}
    </Box>
  );
}
