import type { ChatStatus } from '@app/contracts';
import Badge from '@mui/material/Badge';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '@/components/user-avatar';

export const STATUS_COLOR = {
  online: 'success',
  away: 'warning',
  busy: 'error',
  offline: 'secondary',
} as const;

/** A person's avatar with a dot in the colour of their status. */
export function ChatStatusAvatar(props: {
  name: string;
  src: string | null;
  status: ChatStatus;
  size?: number;
}) {
  const { t } = useTranslation('chat');
  const color = STATUS_COLOR[props.status];
  return (
    <Badge
      overlap="circular"
      variant="dot"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      aria-label={t(`status.${props.status}`)}
      sx={{
        '& .MuiBadge-badge': (theme) => ({
          width: 10,
          height: 10,
          borderRadius: '50%',
          boxShadow: `0 0 0 2px ${theme.palette.background.paper}`,
          bgcolor: color === 'secondary' ? theme.palette.grey[500] : theme.palette[color].main,
        }),
      }}
    >
      <UserAvatar name={props.name} src={props.src} size={props.size ?? 38} />
    </Badge>
  );
}
