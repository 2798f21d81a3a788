import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { HiddenPageTitle } from '@/components/hidden-page-title';
import { useCan } from '@/lib/session/can';
import type { UserListSearch } from '../users-search';
import { SignInLocksCard } from './sign-in-locks-card';
import { UserStatCards } from './user-stat-cards';
import { UsersList } from './users-list';

type Props = { search: UserListSearch; onSearchChange: (patch: Partial<UserListSearch>) => void };

/** The ability GET/DELETE /api/auth/sign-in-locks require (apps/server/src/modules/auth/sign-in-link.routes.ts). */
const MANAGE_ALL = { action: 'manage', subject: 'all' } as const;

export function UsersListPage({ search, onSearchChange }: Props) {
  const { t } = useTranslation('user');
  const canManageLocks = useCan(MANAGE_ALL);
  return (
    <Stack spacing={3}>
      <HiddenPageTitle>{t('title')}</HiddenPageTitle>
      <UserStatCards />
      <UsersList search={search} onSearchChange={onSearchChange} />
      {canManageLocks && <SignInLocksCard />}
    </Stack>
  );
}
