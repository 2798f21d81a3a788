import type { ProfileTab } from '@app/contracts/profile';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { IconLayoutGrid, IconLink, IconUserCheck, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HiddenPageTitle } from '@/components/hidden-page-title';
import { RetryAlert } from '@/components/retry-alert';
import { RouterTabs } from '@/components/router-tabs';
import { profileHeaderQueryOptions } from '../api/profile';
import { PROFILE_TABS } from '../profile-tabs';
import { ProfileBanner } from './profile-banner';
import { ProfileConnectionsTab } from './profile-connections-tab';
import { ProfileEditDialog } from './profile-edit-dialog';
import { ProfileOverviewTab } from './profile-overview-tab';
import { ProfileProjectsTab } from './profile-projects-tab';
import { ProfileTeamsTab } from './profile-teams-tab';

const ICONS = { profile: IconUserCheck, teams: IconUsers, projects: IconLayoutGrid, connections: IconLink };

type Props = { tab: ProfileTab; page: number; onPageChange: (page: number) => void };

/** /pages/user-profile/{tab}: the signed-in user's profile, the tab in the URL. */
export function ProfilePage({ tab, page, onPageChange }: Props) {
  const { t } = useTranslation('profile');
  const header = useQuery(profileHeaderQueryOptions());
  const [editing, setEditing] = useState(false);
  return (
    <Box>
      {header.isError && (
        <RetryAlert retryLabel={t('retry')} onRetry={() => void header.refetch()}>
          {t('loadError')}
        </RetryAlert>
      )}
      {header.isPending && (
        <>
          <HiddenPageTitle>{t('title')}</HiddenPageTitle>
          <Skeleton variant="rounded" height={300} sx={{ mb: 3 }} aria-busy />
        </>
      )}
      {header.data && <ProfileBanner header={header.data} onEdit={() => setEditing(true)} />}
      <RouterTabs
        tab={tab}
        tabs={PROFILE_TABS}
        icons={ICONS}
        label={t('tabs')}
        tabLabel={(key) => t(`tab.${key}`)}
        to="/pages/user-profile/$tab"
        id="profile"
      >
        {tab === 'profile' && <ProfileOverviewTab />}
        {tab === 'teams' && <ProfileTeamsTab />}
        {tab === 'projects' && <ProfileProjectsTab page={page} onPageChange={onPageChange} />}
        {tab === 'connections' && <ProfileConnectionsTab />}
      </RouterTabs>
      {editing && header.data && <ProfileEditDialog header={header.data} onClose={() => setEditing(false)} />}
    </Box>
  );
}
