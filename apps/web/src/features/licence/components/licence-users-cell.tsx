import type { LicenceUser } from '@app/contracts';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '@/components/user-avatar';

/** The assigned users as avatars (their names on hover) and the seats used. */
export function LicenceUsersCell({ users, seats }: { users: LicenceUser[]; seats: number }) {
  const { t } = useTranslation('licence');
  return (
    <Box
      title={users.map((u) => u.fullName).join(', ')}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}
    >
      {users.length > 0 ? (
        <AvatarGroup
          max={4}
          slotProps={{ surplus: { sx: { width: 30, height: 30, fontSize: 12 } } }}
          sx={{ '& .MuiAvatar-root': { borderColor: 'background.paper' } }}
        >
          {users.map((u) => (
            <UserAvatar key={u.id} name={u.fullName} src={u.avatar} size={30} />
          ))}
        </AvatarGroup>
      ) : (
        <Typography variant="body2" color="text.disabled">
          {t('noUsers')}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" noWrap>
        {t('seatsUsed', { used: users.length, seats })}
      </Typography>
    </Box>
  );
}
