import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import Snackbar from '@mui/material/Snackbar';
import { IconPlus, IconUpload, IconUserSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/app/session/can';
import { useSession } from '@/app/session/session-store';
import { DataTable } from '@/components/data-table/data-table';
import { ListEmpty, ListError } from '@/components/data-table/list-states';
import { PageSizeSelect } from '@/components/data-table/page-size-select';
import { SearchField } from '@/components/data-table/search-field';
import { usersQueryOptions } from '@/lib/queries/user';
import { hasFilters, toUsersQuery, type UserListSearch } from '../users-search';
import { AddUserDrawer } from './add-user-drawer';
import { useExportUsers } from './use-export-users';
import { useUserRowDialogs } from './use-user-row-dialogs';
import { useUserColumns } from './users-columns';
import { UsersFilters } from './users-filters';

type Props = {
  search: UserListSearch;
  /** Merges into the URL's search; a change of filter, sort or page size goes back to page 1. */
  onSearchChange: (patch: Partial<UserListSearch>) => void;
  title?: string;
  subtitle?: string;
};

type Toast = { id: number; message: string; severity: 'success' | 'error'; open: boolean };

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
  const [toast, setToast] = useState<Toast | null>(null);
  const notify = (message: string) => setToast({ id: Date.now(), message, severity: 'success', open: true });
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
  const exportCsv = async () => {
    try {
      const count = await exporter.run(query);
      notify(t('toast.exported', { count }));
    } catch (error) {
      setToast({
        id: Date.now(),
        message: t('toast.exportFailed', { message: (error as Error).message }),
        severity: 'error',
        open: true,
      });
    }
  };

  return (
    <Card>
      <CardHeader
        title={title ?? t('list.filters')}
        subheader={subtitle}
        slotProps={{ title: { component: 'h2' } }}
        sx={{ px: 3, pt: 3 }}
      />
      <CardContent sx={{ px: 3, pt: 0, pb: 3 }}>
        <UsersFilters value={search} onChange={reset} />
      </CardContent>
      <Divider />
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
        <PageSizeSelect
          label={t('list.show')}
          value={query.itemsPerPage}
          onChange={(itemsPerPage) => reset({ itemsPerPage })}
        />
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', flexGrow: { xs: 1, sm: 0 } }}
        >
          <SearchField
            label={t('list.search')}
            placeholder={t('list.searchPlaceholder')}
            value={search.q ?? ''}
            onChange={(q) => reset({ q: q || undefined })}
          />
          <Button
            variant="outlined"
            color="secondary"
            startIcon={<IconUpload size={18} />}
            onClick={exportCsv}
            disabled={exporter.exporting}
            sx={{ flexGrow: { xs: 1, sm: 0 } }}
          >
            {exporter.exporting ? t('list.exporting') : t('list.export')}
          </Button>
          {canCreate && (
            <Button
              variant="contained"
              startIcon={<IconPlus size={18} />}
              onClick={() => setAdding(true)}
              sx={{ flexGrow: { xs: 1, sm: 0 } }}
            >
              {t('list.add')}
            </Button>
          )}
        </Box>
      </Box>
      {users.isError && !users.data ? (
        <ListError ns="user" message={users.error.message} onRetry={() => void users.refetch()} />
      ) : (
        <DataTable
          ariaLabel={title ?? t('list.tableLabel')}
          columns={columns}
          rows={users.data?.users ?? []}
          total={users.data?.totalUsers ?? 0}
          page={query.page}
          pageSize={query.itemsPerPage}
          sort={{ field: query.sortBy, direction: query.orderBy }}
          onPageChange={(page) => onSearchChange({ page: page === 1 ? undefined : page })}
          onSortChange={({ field, direction }) =>
            reset({ sortBy: field as UserListSearch['sortBy'], orderBy: field ? direction : undefined })
          }
          loading={users.isFetching}
          empty={
            <ListEmpty ns="user" icon={IconUserSearch} filtered={hasFilters(search)} onClear={clearFilters} />
          }
          summary={({ from, to, total }) => t('list.showing', { from, to, total })}
        />
      )}
      {rowDialogs.dialog}
      {canCreate && (
        <AddUserDrawer
          open={adding}
          onClose={() => setAdding(false)}
          onCreated={(name) => notify(t('toast.created', { name }))}
        />
      )}
      <Snackbar
        key={toast?.id}
        open={toast?.open ?? false}
        autoHideDuration={5000}
        onClose={(_, reason) => reason !== 'clickaway' && setToast((v) => v && { ...v, open: false })}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity={toast?.severity ?? 'success'}
          variant="filled"
          onClose={() => setToast((v) => v && { ...v, open: false })}
        >
          {toast?.message}
        </Alert>
      </Snackbar>
    </Card>
  );
}
