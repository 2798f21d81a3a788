import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { IconBookmark, IconHistory, IconLock, IconUser, IconUserQuestion } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditHistory } from '@/components/audit-log/audit-history';
import { NotFoundCard } from '@/components/not-found-card';
import { RetryAlert } from '@/components/retry-alert';
import { useToast } from '@/components/toast/use-toast';
import { ApiError } from '@/lib/api-client';
import { parseRouteId } from '@/lib/route-id';
import { useCan } from '@/lib/session/can';
import { useSession } from '@/lib/session/session-store';
import { userQueryOptions } from '../api/get-user';
import { USER_TABS, type UserTab } from '../user-tabs';
import { useUserRowDialogs } from './use-user-row-dialogs';
import { UserAccountTab } from './user-account-tab';
import { UserBillingTab } from './user-billing-tab';
import { UserEditDialog } from './user-edit-dialog';
import { UserPlanCard } from './user-plan-card';
import { UserProfileCard } from './user-profile-card';
import { UserSecurityTab } from './user-security-tab';

const TAB_ICON = { account: IconUser, security: IconLock, billing: IconBookmark, history: IconHistory };

type Props = { id: string; tab: UserTab; onTabChange: (tab: UserTab) => void };

export function UserViewPage({ id, tab: asked, onTabChange }: Props) {
  const { t } = useTranslation('user');
  const userId = parseRouteId(id);
  const valid = userId !== undefined;
  const user = useQuery({ ...userQueryOptions(userId ?? 0), enabled: valid });
  const session = useSession();
  const canUpdate = useCan({ action: 'update', subject: 'User' });
  const canReadRoles = useCan({ action: 'read', subject: 'Role' });
  // The History tab (the user's audit entries) is for those who may read the audit log.
  const canAudit = useCan({ action: 'manage', subject: 'AuditEntry' });
  const tabs = USER_TABS.filter((key) => key !== 'history' || canAudit);
  const tab = tabs.includes(asked) ? asked : 'account';
  const [editing, setEditing] = useState(false);
  const { notify } = useToast();
  const statusDialogs = useUserRowDialogs(notify);

  if (!valid || (user.error instanceof ApiError && user.error.status === 404))
    return (
      <NotFoundCard
        icon={IconUserQuestion}
        title={t('view.notFound')}
        text={t('view.notFoundText', { id })}
        backLabel={t('view.backToList')}
        backTo="/apps/user/list"
      />
    );
  if (user.isError) {
    return (
      <RetryAlert retryLabel={t('list.retry')} onRetry={() => void user.refetch()}>
        {user.error.message}
      </RetryAlert>
    );
  }
  if (!user.data) {
    return (
      <Grid container spacing={3} aria-busy>
        <Grid size={{ xs: 12, md: 5, lg: 4 }}>
          <Skeleton variant="rounded" height={640} />
        </Grid>
        <Grid size={{ xs: 12, md: 7, lg: 8 }}>
          <Skeleton variant="rounded" height={48} sx={{ mb: 3 }} />
          <Skeleton variant="rounded" height={320} />
        </Grid>
      </Grid>
    );
  }

  const data = user.data;
  const isSelf = session?.userData.id === data.id;
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 5, lg: 4 }} sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
        <UserProfileCard
          user={data}
          canUpdate={canUpdate}
          isSelf={isSelf}
          onEdit={() => setEditing(true)}
          onToggleStatus={() =>
            statusDialogs.onSetStatus(data, data.status === 'inactive' ? 'active' : 'inactive')
          }
        />
        <UserPlanCard user={data} canUpdate={canUpdate} onChangePlan={() => setEditing(true)} />
      </Grid>
      <Grid size={{ xs: 12, md: 7, lg: 8 }}>
        <Tabs
          value={tab}
          onChange={(_, next: UserTab) => onTabChange(next)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('view.tabs')}
          sx={{ mb: 3, '& .MuiTab-root': { minHeight: 44 } }}
        >
          {tabs.map((key) => {
            const TabIcon = TAB_ICON[key];
            return (
              <Tab
                key={key}
                value={key}
                label={t(`view.tab.${key}`)}
                icon={<TabIcon size={20} />}
                iconPosition="start"
                id={`user-tab-${key}`}
                aria-controls={`user-tabpanel-${key}`}
              />
            );
          })}
        </Tabs>
        <Box role="tabpanel" id={`user-tabpanel-${tab}`} aria-labelledby={`user-tab-${tab}`}>
          {tab === 'account' && <UserAccountTab user={data} showRole={canReadRoles} />}
          {tab === 'security' && <UserSecurityTab user={data} />}
          {tab === 'billing' && <UserBillingTab user={data} />}
          {tab === 'history' && <AuditHistory table="users" recordId={data.id} />}
        </Box>
      </Grid>
      {editing && (
        <UserEditDialog
          user={data}
          isSelf={isSelf}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            notify(t('toast.updated', { name: data.fullName }));
          }}
        />
      )}
      {statusDialogs.dialog}
    </Grid>
  );
}
