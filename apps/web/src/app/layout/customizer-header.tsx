import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconRefresh, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Props = { titleId: string; changed: boolean; onReset: () => void; onClose: () => void };

/** Title, the reset button (with a dot when something differs from the defaults) and close. */
export function CustomizerHeader({ titleId, changed, onReset, onClose }: Props) {
  const { t } = useTranslation('app');
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        px: 3,
        py: 2.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography id={titleId} variant="h5" component="h2">
          {t('customizer.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('customizer.subtitle')}
        </Typography>
      </Box>
      <Tooltip title={t('customizer.reset')}>
        <IconButton
          onClick={onReset}
          aria-label={t('customizer.reset')}
          size="small"
          sx={{ color: 'text.primary' }}
        >
          <Badge color="error" variant="dot" invisible={!changed}>
            <IconRefresh size={20} />
          </Badge>
        </IconButton>
      </Tooltip>
      <IconButton
        onClick={onClose}
        aria-label={t('customizer.close')}
        size="small"
        sx={{ color: 'text.primary' }}
      >
        <IconX size={20} />
      </IconButton>
    </Box>
  );
}
