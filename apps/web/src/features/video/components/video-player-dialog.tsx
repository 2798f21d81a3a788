import type { Video } from '@app/contracts/video';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { video: Video; onClose: () => void };

/** Plays a video in the page; the file route answers byte ranges, so seeking loads only what is shown. */
export function VideoPlayerDialog({ video, onClose }: Props) {
  const { t } = useTranslation('video');
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <IconButton
        aria-label={t('player.close')}
        onClick={onClose}
        sx={{ position: 'absolute', top: 12, insetInlineEnd: 12 }}
      >
        <IconX size={20} />
      </IconButton>
      <DialogTitle id={titleId} component="h2" variant="h5" dir="auto" sx={{ paddingInlineEnd: 7 }}>
        {video.title}
      </DialogTitle>
      <DialogContent>
        <Box
          component="video"
          controls
          autoPlay
          preload="metadata"
          src={video.url ?? undefined}
          aria-label={video.title}
          sx={{
            width: '100%',
            maxHeight: '70vh',
            borderRadius: 1,
            bgcolor: 'common.black',
            display: 'block',
          }}
        >
          {t('player.unsupported')}
        </Box>
        <Typography variant="body2" color="text.secondary" dir="auto" sx={{ mt: 2 }}>
          {video.classNames.join(' › ')}
        </Typography>
        {video.description && (
          <Typography dir="auto" sx={{ mt: 1 }}>
            {video.description}
          </Typography>
        )}
        {video.url && (
          <Link href={video.url} download variant="body2" sx={{ display: 'inline-block', mt: 1 }}>
            {t('player.download')}
          </Link>
        )}
      </DialogContent>
    </Dialog>
  );
}
