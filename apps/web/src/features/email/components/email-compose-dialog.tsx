import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconMaximize, IconMinus, IconX } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComposeAnswer } from '../api/email-mutations';
import { type ComposeInit, type ComposerHandle, EmailComposer } from './email-composer';

type Props = {
  init: ComposeInit;
  onSent: (answer: ComposeAnswer) => void;
  onClose: (result: { draftId?: number; discarded: boolean }) => void;
};

/**
 * The new-message window, docked at the bottom corner so the mailbox stays usable; it minimises to its
 * title bar and takes the whole screen on a phone.
 */
export function EmailComposeDialog({ init, onSent, onClose }: Props) {
  const { t } = useTranslation('email');
  const id = useId();
  const [minimised, setMinimised] = useState(false);
  const [closing, setClosing] = useState(false);
  const composer = useRef<ComposerHandle>(null);
  const title = init.draftId ? t('compose.editDraft') : t('compose.title');
  const close = async () => {
    setClosing(true);
    const draftId = await composer.current?.keep();
    onClose({ draftId, discarded: false });
  };
  return (
    <Paper
      role="dialog"
      aria-labelledby={`${id}-title`}
      elevation={12}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          void close();
        }
      }}
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.modal - 1,
        bottom: { xs: 0, sm: 16 },
        insetInlineEnd: { xs: 0, sm: 24 },
        width: { xs: '100%', sm: 600 },
        maxHeight: { xs: '100dvh', sm: 'calc(100dvh - 96px)' },
        height: minimised ? 'auto' : { xs: '100dvh', sm: 'auto' },
        display: 'flex',
        flexDirection: 'column',
        borderRadius: { xs: 0, sm: 2 },
        overflow: 'hidden',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          px: 2,
          py: 1,
          bgcolor: 'action.hover',
          cursor: minimised ? 'pointer' : undefined,
        }}
        onClick={minimised ? () => setMinimised(false) : undefined}
      >
        <Typography
          id={`${id}-title`}
          component="h2"
          variant="subtitle1"
          noWrap
          sx={{ flex: 1, fontWeight: 600 }}
        >
          {title}
        </Typography>
        <Tooltip title={minimised ? t('compose.restore') : t('compose.minimise')}>
          <IconButton
            size="small"
            aria-label={minimised ? t('compose.restore') : t('compose.minimise')}
            aria-expanded={!minimised}
            onClick={(e) => {
              e.stopPropagation();
              setMinimised((m) => !m);
            }}
          >
            {minimised ? <IconMaximize size={18} /> : <IconMinus size={18} />}
          </IconButton>
        </Tooltip>
        <Tooltip title={t('compose.close')}>
          <IconButton
            size="small"
            aria-label={t('compose.close')}
            disabled={closing}
            onClick={() => void close()}
          >
            <IconX size={18} />
          </IconButton>
        </Tooltip>
      </Box>
      <Box sx={{ p: 2, overflowY: 'auto', display: minimised ? 'none' : 'block' }}>
        <EmailComposer ref={composer} init={init} onSent={onSent} onClose={onClose} minHeight={200} />
      </Box>
    </Paper>
  );
}
