import { IconUserSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFiltersSection } from '@/components/data-table/list-filters';
import type { ListProps } from '@/components/data-table/list-props';
import { ListAddButton, ListExportButton } from '@/components/data-table/list-toolbar';
import { ListPage } from '@/components/list-page/list-page';
import { useToast } from '@/components/toast/use-toast';
import { usersQueryOptions } from '@/lib/queries/user';
import { useCan } from '@/lib/session/can';
import { useSession } from '@/lib/session/session-store';
import { toUsersQuery, type UserListSearch } from '../users-search';
import { AddUserDrawer } from './add-user-drawer';
import { useExportUsers } from './use-export-users';
import { useUserRowDialogs } from './use-user-row-dialogs';
import { useUserColumns } from './users-columns';
import { UsersFilters } from './users-filters';

type Props = ListProps<UserListSearch> & { title?: string; subtitle?: string };

/** The user list: filters, toolbar and a server-side table whose whole state lives in the URL. */
export function UsersList({ search, onSearchChange, title, subtitle }: Props) {
  const { t } = useTranslation('user');
  const query = toUsersQuery(search);
  const session = useSession();
  const canCreate = useCan({ action: 'create', subject: 'User' });
  const canDelete = useCan({ action: 'delete', subject: 'User' });
  const canUpdate = useCan({ action: 'update', subject: 'User' });
  const [adding, setAdding] = useState(false);
  const { notify } = useToast();
  const rowDialogs = useUserRowDialogs(notify);
  const exporter = useExportUsers();
  const columns = useUserColumns({
    canDelete,
    canUpdate,
    selfId: session?.userData.id,
    onDelete: rowDialogs.onDelete,
    onSetStatus: rowDialogs.onSetStatus,
  });

  return (
    <ListPage
      ns="user"
      search={search}
      onSearchChange={onSearchChange}
      query={query}
      queryOptions={usersQueryOptions(query)}
      answer={(data) => ({ ...data, rows: data.users, total: data.totalUsers })}
      columns={columns}
      ariaLabel={title ?? t('list.tableLabel')}
      header={(change) => (
        <ListFiltersSection title={title ?? t('list.filters')} subheader={subtitle}>
          <UsersFilters value={search} onChange={change} />
        </ListFiltersSection>
      )}
      filterKeys={['role', 'plan', 'status']}
      emptyIcon={IconUserSearch}
      toolbar={{
        layout: 'page-size-first',
        actions: () => (
          <>
            <ListExportButton
              ns="user"
              exporting={exporter.exporting}
              progress={exporter.progress}
              onClick={() => exporter.run(query)}
            />
            {canCreate && <ListAddButton ns="user" onClick={() => setAdding(true)} />}
          </>
        ),
      }}
    >
      {rowDialogs.dialog}
      {canCreate && (
        <AddUserDrawer
          open={adding}
          onClose={() => setAdding(false)}
          onCreated={(name) => notify(t('toast.created', { name }))}
        />
      )}
    </ListPage>
  );
}
