import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '@/components/user-avatar';
import { useIntlFormat } from '@/lib/intl-format';

type Props = {
  avatars: { id: number; fullName: string; avatar: string | null }[];
  total: number;
  shown?: number;
};

const ring = {
  bgcolor: 'background.paper',
  borderRadius: '50%',
  p: '2px',
  '&:not(:first-of-type)': { marginInlineStart: '-10px' },
};

/** Up to four holders of a role, overlapping, then "+N" for the others. */
export function RoleAvatars({ avatars, total, shown = 4 }: Props) {
  const { t } = useTranslation('role');
  const { number } = useIntlFormat();
  const visible = avatars.slice(0, shown);
  const more = Math.max(0, total - visible.length);
  return (
    <Box component="ul" sx={{ display: 'flex', alignItems: 'center', listStyle: 'none', m: 0, p: 0 }}>
      {visible.map((a) => (
        <Box component="li" key={a.id} sx={ring}>
          <Tooltip title={a.fullName}>
            <Box component="span" sx={{ display: 'block', borderRadius: '50%', bgcolor: 'background.paper' }}>
              <UserAvatar name={a.fullName} src={a.avatar} size={34} />
            </Box>
          </Tooltip>
        </Box>
      ))}
      {more > 0 && (
        <Box component="li" sx={ring}>
          <Avatar
            aria-label={t('card.more', { count: more })}
            sx={{
              width: 34,
              height: 34,
              fontSize: '0.75rem',
              fontWeight: 500,
              bgcolor: 'action.selected',
              color: 'text.primary',
            }}
          >
            <span dir="ltr">+{number(more)}</span>
          </Avatar>
        </Box>
      )}
    </Box>
  );
}
