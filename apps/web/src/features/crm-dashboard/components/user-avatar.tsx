import Avatar from '@mui/material/Avatar';
import { alpha } from '@mui/material/styles';
import { initialsOf } from '../lib/format';
import type { Tone } from '../lib/tones';

const TONES: Tone[] = ['primary', 'success', 'info', 'warning', 'error', 'secondary'];

/** The user's picture, or their initials on a colour that stays the same for the same name. */
export function UserAvatar({ fullName, src, id }: { fullName: string; src: string | null; id: number }) {
  const tone = TONES[id % TONES.length];
  return (
    <Avatar
      src={src ?? undefined}
      alt={fullName}
      sx={(theme) => ({
        width: 38,
        height: 38,
        fontSize: '0.9375rem',
        fontWeight: 500,
        color: theme.palette[tone].main,
        bgcolor: alpha(theme.palette[tone].main, 0.16),
      })}
    >
      {initialsOf(fullName)}
    </Avatar>
  );
}
