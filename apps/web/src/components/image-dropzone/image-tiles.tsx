import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import { IconX } from '@tabler/icons-react';

/** A file on its way up: its preview and how far its upload has gone (0 to 1). */
export type Upload = { key: number; name: string; progress: number; preview: string };

const tile = {
  position: 'relative',
  width: 112,
  height: 112,
  borderRadius: 1.5,
  overflow: 'hidden',
  border: 1,
  borderColor: 'divider',
  bgcolor: 'action.hover',
} as const;

const fill = { width: '100%', height: '100%', objectFit: 'cover', display: 'block' } as const;

type TileProps = { src: string; removeLabel: string; onRemove: () => void; badge?: string };

export function ImageTile({ src, removeLabel, onRemove, badge }: TileProps) {
  return (
    <Box component="li" sx={tile}>
      <Box component="img" src={src} alt="" sx={fill} />
      {badge && (
        <Chip
          size="small"
          color="primary"
          label={badge}
          sx={{ position: 'absolute', bottom: 6, insetInlineStart: 6, height: 20, fontSize: '0.6875rem' }}
        />
      )}
      <IconButton
        size="small"
        aria-label={removeLabel}
        onClick={onRemove}
        sx={{
          position: 'absolute',
          top: 4,
          insetInlineEnd: 4,
          bgcolor: 'background.paper',
          boxShadow: 1,
          '&:hover': { bgcolor: 'background.paper' },
        }}
      >
        <IconX size={16} />
      </IconButton>
    </Box>
  );
}

export function UploadTile({ upload, label }: { upload: Upload; label: string }) {
  return (
    <Box component="li" sx={tile}>
      <Box component="img" src={upload.preview} alt="" sx={{ ...fill, opacity: 0.5 }} />
      <LinearProgress
        variant="determinate"
        value={Math.round(upload.progress * 100)}
        aria-label={label}
        sx={{ position: 'absolute', insetInline: 8, bottom: 8 }}
      />
    </Box>
  );
}
