import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { HiddenPageTitle } from '@/components/hidden-page-title';
import type { UserListSearch } from '../users-search';
import { UserStatCards } from './user-stat-cards';
import { UsersList } from './users-list';

type Props = { search: UserListSearch; onSearchChange: (patch: Partial<UserListSearch>) => void };

export function UsersListPage({ search, onSearchChange }: Props) {
  const { t } = useTranslation('user');
  return (
    <Stack spacing={3}>
      <HiddenPageTitle>{t('title')}</HiddenPageTitle>
      <UserStatCards />
      <UsersList search={search} onSearchChange={onSearchChange} />
    </Stack>
  );
}
