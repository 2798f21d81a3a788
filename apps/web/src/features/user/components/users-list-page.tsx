import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { UserListSearch } from '../users-search';
import { UserStatCards } from './user-stat-cards';
import { UsersList } from './users-list';

/** Read by screen readers; the page keeps the reference look, stat cards first. */
const hidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  m: '-1px',
  p: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

type Props = { search: UserListSearch; onSearchChange: (patch: Partial<UserListSearch>) => void };

export function UsersListPage({ search, onSearchChange }: Props) {
  const { t } = useTranslation('user');
  return (
    <Stack spacing={3}>
      <Typography component="h1" sx={hidden}>
        {t('title')}
      </Typography>
      <UserStatCards />
      <UsersList search={search} onSearchChange={onSearchChange} />
    </Stack>
  );
}
