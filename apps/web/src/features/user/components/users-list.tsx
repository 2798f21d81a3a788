import Card from '@mui/material/Card';
import { IconUserSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFiltersSection } from '@/components/data-table/list-filters';
import type { ListProps } from '@/components/data-table/list-props';
import { ListEmpty } from '@/components/data-table/list-states';
import { ListTable } from '@/components/data-table/list-table';
import { ListAddButton, ListExportButton, ListToolbar } from '@/components/data-table/list-toolbar';
import { useToast } from '@/components/toast/use-toast';
import { usersQueryOptions } from '@/lib/queries/user';
import { useCan } from '@/lib/session/can';
import { useSession } from '@/lib/session/session-store';
import { hasFilters, toUsersQuery, type UserListSearch } from '../users-search';
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
  const users = useQuery(usersQueryOptions(query));
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

  const reset = (patch: Partial<UserListSearch>) => onSearchChange({ ...patch, page: undefined });
  const clearFilters = () => reset({ q: undefined, role: undefined, plan: undefined, status: undefined });

  return (
    <Card>
      <ListFiltersSection title={title ?? t('list.filters')} subheader={subtitle}>
        <UsersFilters value={search} onChange={reset} />
      </ListFiltersSection>
      <ListToolbar
        ns="user"
        layout="page-size-first"
        q={search.q}
        pageSize={query.itemsPerPage}
        onChange={reset}
      >
        <ListExportButton
          ns="user"
          exporting={exporter.exporting}
          progress={exporter.progress}
          onClick={() => exporter.run(query)}
        />
        {canCreate && <ListAddButton ns="user" onClick={() => setAdding(true)} />}
      </ListToolbar>
      <ListTable
        ns="user"
        ariaLabel={title ?? t('list.tableLabel')}
        columns={columns}
        query={query}
        list={users}
        rows={users.data?.users}
        total={users.data?.totalUsers}
        totalIsEstimate={users.data?.totalIsEstimate}
        onSearchChange={onSearchChange}
        empty={
          <ListEmpty ns="user" icon={IconUserSearch} filtered={hasFilters(search)} onClear={clearFilters} />
        }
      />
      {rowDialogs.dialog}
      {canCreate && (
        <AddUserDrawer
          open={adding}
          onClose={() => setAdding(false)}
          onCreated={(name) => notify(t('toast.created', { name }))}
        />
      )}
    </Card>
  );
}
