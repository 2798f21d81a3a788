import type { Category } from '@app/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { IconCategoryPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListProps } from '@/components/data-table/list-props';
import { ListEmpty } from '@/components/data-table/list-states';
import { ListTable } from '@/components/data-table/list-table';
import { ListAddButton, ListToolbar } from '@/components/data-table/list-toolbar';
import { useToast } from '@/components/toast/use-toast';
import { categoriesQueryOptions } from '@/lib/queries/category';
import { useCan } from '@/lib/session/can';
import { type CategoryListSearch, toCategoriesQuery } from '../categories-search';
import { useCategoryColumns } from './categories-columns';
import { CategoryDrawer } from './category-drawer';
import { useDeleteCategoryDialog } from './use-delete-category-dialog';

type Props = ListProps<CategoryListSearch>;

/** Categories with search, sort and paging in the URL; add and edit in a side panel. */
export function CategoryListPage({ search, onSearchChange }: Props) {
  const { t } = useTranslation('category');
  const query = toCategoriesQuery(search);
  const categories = useQuery(categoriesQueryOptions(query));
  const canCreate = useCan({ action: 'create', subject: 'Category' });
  const canUpdate = useCan({ action: 'update', subject: 'Category' });
  const canDelete = useCan({ action: 'delete', subject: 'Category' });
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const { notify } = useToast();
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
        <ListToolbar ns="category" q={search.q} pageSize={query.itemsPerPage} onChange={reset}>
          {canCreate && <ListAddButton ns="category" onClick={() => setEditing('new')} />}
        </ListToolbar>
        <ListTable
          ns="category"
          ariaLabel={t('list.tableLabel')}
          columns={columns}
          query={query}
          list={categories}
          rows={categories.data?.categories}
          total={categories.data?.total}
          totalIsEstimate={categories.data?.totalIsEstimate}
          onSearchChange={onSearchChange}
          empty={
            <ListEmpty
              ns="category"
              icon={IconCategoryPlus}
              filtered={Boolean(search.q)}
              onClear={() => reset({ q: undefined })}
              clearKey="list.clearSearch"
            />
          }
        />
      </Card>
      <CategoryDrawer
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(name, created) => notify(t(created ? 'toast.created' : 'toast.updated', { name }))}
      />
      {deleting.dialog}
    </Box>
  );
}
