import { videoMimeTypes } from '@app/contracts/video';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { IconUpload } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  file: File | null;
  /** The video already has a file (the button then replaces it). */
  hasFile: boolean;
  error: string | null;
  /** 0..1 while uploading. */
  progress: number | null;
  /** The largest file, formatted ("200 MB"). */
  maxSize: string;
  disabled: boolean;
  onChange: (file: File | null) => void;
};

/** The file picker of the video dialog: the chosen name, the limits, the refusal, the upload's progress. */
export function VideoFileInput({ file, hasFile, error, progress, maxSize, disabled, onChange }: Props) {
  const { t } = useTranslation('video');
  const hintId = useId();
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1, fontWeight: 500 }}>
        {t('dialog.file')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button component="label" variant="outlined" startIcon={<IconUpload size={18} />} disabled={disabled}>
          {t(hasFile ? 'dialog.replaceFile' : 'dialog.chooseFile')}
          <input
            hidden
            type="file"
            accept={videoMimeTypes.join(',')}
            aria-describedby={hintId}
            onChange={(e) => onChange(e.target.files?.[0] ?? null)}
          />
        </Button>
        {file && (
          <Typography variant="body2" noWrap sx={{ minWidth: 0, maxWidth: '100%' }} dir="auto">
            {file.name}
          </Typography>
        )}
      </Box>
      <Typography
        id={hintId}
        variant="caption"
        color={error ? 'error' : 'text.secondary'}
        component="p"
        sx={{ mt: 1 }}
      >
        {error ?? t('dialog.fileHint', { max: maxSize })}
      </Typography>
      {progress !== null && (
        <Box sx={{ mt: 1 }}>
          <LinearProgress
            variant="determinate"
            value={progress * 100}
            aria-label={t('dialog.uploading', { percent: Math.round(progress * 100) })}
          />
          <Typography variant="caption" color="text.secondary" role="status">
            {t('dialog.uploading', { percent: Math.round(progress * 100) })}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
