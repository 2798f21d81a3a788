import Avatar from '@mui/material/Avatar';
import type { SxProps, Theme } from '@mui/material/styles';
import { solidTint } from '@/lib/solid-tint';

/** The tints an avatar without a picture may take. */
export const AVATAR_TINTS = ['primary', 'success', 'info', 'warning', 'error', 'secondary'] as const;
type AvatarTint = (typeof AVATAR_TINTS)[number];

/** Up to two initials of a name: "Jordan Stevenson" gives "JS". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0][0], words[words.length - 1][0]] : [words[0]?.[0] ?? '?'];
  return letters.join('').toUpperCase();
}

function tintOf(name: string) {
  let sum = 0;
  for (const ch of name) sum = (sum + ch.charCodeAt(0)) % 997;
  return AVATAR_TINTS[sum % AVATAR_TINTS.length];
}

type Props = {
  name: string;
  src?: string | null;
  size?: number;
  /** The initials' tint; by default one that stays the same for the same name. */
  tint?: AvatarTint;
  sx?: SxProps<Theme>;
};

/** The person's picture, or their initials on a soft tint (opaque, readable on any surface) when they have none. */
export function UserAvatar({ name, src, size = 40, tint = tintOf(name), sx }: Props) {
  return (
    <Avatar
      src={src ?? undefined}
      alt={src ? name : undefined}
      sx={[
        (theme) => ({
          width: size,
          height: size,
          fontSize: size * 0.38,
          fontWeight: 500,
          color: theme.palette[tint].main,
          bgcolor: solidTint(theme, theme.palette[tint].main),
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
