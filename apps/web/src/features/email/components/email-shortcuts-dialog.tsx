import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SHORTCUTS } from '../use-email-shortcuts';

/** The list of keyboard shortcuts, opened with `?`. */
export function EmailShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('email');
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="email-shortcuts-title">
      <DialogTitle id="email-shortcuts-title" sx={{ pr: 6 }}>
        {t('shortcuts.title')}
        <IconButton
          aria-label={t('shortcuts.close')}
          onClick={onClose}
          sx={{ position: 'absolute', top: 12, insetInlineEnd: 12 }}
        >
          <IconX size={18} />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 2,
            rowGap: 1.25,
            m: 0,
            alignItems: 'center',
          }}
        >
          {SHORTCUTS.map(({ keys, action }) => (
            <Box key={action} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ display: 'flex', gap: 0.5 }}>
                {keys.map((k) => (
                  <Box
                    key={k}
                    component="kbd"
                    sx={{
                      px: 1,
                      py: 0.25,
                      minWidth: 28,
                      textAlign: 'center',
                      border: 1,
                      borderColor: 'divider',
                      borderBottomWidth: 2,
                      borderRadius: 1,
                      fontFamily: 'monospace',
                      fontSize: '0.8125rem',
                      bgcolor: 'action.hover',
                    }}
                  >
                    {k}
                  </Box>
                ))}
              </Box>
              <Box component="dd" sx={{ m: 0, color: 'text.secondary' }}>
                {t(`shortcuts.${action}`)}
              </Box>
            </Box>
          ))}
        </Box>
      </DialogContent>
    </Dialog>
  );
}
