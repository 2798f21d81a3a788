import type { Category } from '@app/contracts';
import { IconCategoryPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListProps } from '@/components/data-table/list-props';
import { ListAddButton } from '@/components/data-table/list-toolbar';
import { ListPage } from '@/components/list-page/list-page';
import { useToast } from '@/components/toast/use-toast';
import { categoriesQueryOptions } from '@/lib/queries/category';
import { useCan } from '@/lib/session/can';
import { type CategoryListSearch, toCategoriesQuery } from '../categories-search';
import { useCategoryColumns } from './categories-columns';
import { CategoryDrawer } from './category-drawer';
import { useDeleteCategoryDialog } from './use-delete-category-dialog';

/** Categories with search, sort and paging in the URL; add and edit in a side panel. */
export function CategoryListPage({ search, onSearchChange }: ListProps<CategoryListSearch>) {
  const { t } = useTranslation('category');
  const query = toCategoriesQuery(search);
  const canCreate = useCan({ action: 'create', subject: 'Category' });
  const canUpdate = useCan({ action: 'update', subject: 'Category' });
  const canDelete = useCan({ action: 'delete', subject: 'Category' });
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const { notify } = useToast();
  const deleting = useDeleteCategoryDialog(notify);
  const onEdit = useCallback((c: Category) => setEditing(c), []);
  const columns = useCategoryColumns({ canUpdate, canDelete, onEdit, onDelete: deleting.onDelete });
  return (
    <ListPage
      ns="category"
      search={search}
      onSearchChange={onSearchChange}
      query={query}
      queryOptions={categoriesQueryOptions(query)}
      answer={(data) => ({ ...data, rows: data.categories })}
      columns={columns}
      ariaLabel={t('list.tableLabel')}
      pageHeader={{ title: t('title') }}
      filterKeys={[]}
      emptyIcon={IconCategoryPlus}
      toolbar={{
        actions: () => canCreate && <ListAddButton ns="category" onClick={() => setEditing('new')} />,
      }}
    >
      <CategoryDrawer
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(name, created) => notify(t(created ? 'toast.created' : 'toast.updated', { name }))}
      />
      {deleting.dialog}
    </ListPage>
  );
}
