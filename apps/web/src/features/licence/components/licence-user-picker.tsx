import type { LicenceUser, UserListAnswer } from '@app/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ServerSearchPicker } from '@/components/server-search-picker';
import { UserAvatar } from '@/components/user-avatar';
import { userChoicesQueryOptions } from '../api/search-users';

type Props = {
  value: LicenceUser[];
  onChange: (users: LicenceUser[]) => void;
  label: string;
  helperText?: string;
  error?: boolean;
};

const toUsers = (answer: UserListAnswer): LicenceUser[] =>
  answer.users.map((u) => ({ id: u.id, fullName: u.fullName, email: u.email, avatar: u.avatar }));

/** Picks the app's users by name or e-mail, searched on the server as one types (10 at a time). */
export function LicenceUserPicker(props: Props) {
  const { t } = useTranslation('licence');
  return (
    <ServerSearchPicker
      {...props}
      query={userChoicesQueryOptions}
      toOptions={toUsers}
      getOptionLabel={(u) => u.fullName}
      renderOption={(u) => (
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <UserAvatar name={u.fullName} src={u.avatar} size={28} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2">{u.fullName}</Typography>
            <Typography variant="caption" color="text.secondary" dir="ltr">
              {u.email}
            </Typography>
          </Box>
        </Box>
      )}
      texts={{
        loading: t('form.usersLoading'),
        none: t('form.usersNone'),
        unavailable: t('form.usersUnavailable'),
        search: t('form.usersSearch'),
      }}
    />
  );
}
