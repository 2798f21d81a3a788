import Avatar from '@mui/material/Avatar';
import { IconPhoto } from '@tabler/icons-react';

/** The product's first image, or a neutral picture icon when it has none. */
export function ProductThumb({ src, alt, size = 38 }: { src: string | null; alt: string; size?: number }) {
  return (
    <Avatar
      variant="rounded"
      src={src ?? undefined}
      alt={src ? alt : undefined}
      sx={{ width: size, height: size, bgcolor: 'action.hover', color: 'text.secondary' }}
    >
      <IconPhoto size={size * 0.55} aria-hidden />
    </Avatar>
  );
}
