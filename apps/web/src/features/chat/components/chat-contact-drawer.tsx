import type { ChatContact } from '@app/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ChatStatusAvatar, STATUS_COLOR } from './chat-status-avatar';

/** The other user's details: name, role, status and about. */
export function ChatContactDrawer(props: { contact: ChatContact | null; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const c = props.contact;
  return (
    <Drawer
      anchor="right"
      open={!!c}
      onClose={props.onClose}
      slotProps={{
        paper: { sx: { width: { xs: '100%', sm: 370 }, p: 3 }, 'aria-label': t('contact.title') },
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <IconButton onClick={props.onClose} aria-label={t('close')}>
          <IconX size={20} />
        </IconButton>
      </Box>
      {c ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
          <ChatStatusAvatar name={c.fullName} src={c.avatar} status={c.status} size={84} />
          <Typography variant="h5" component="h2">
            {c.fullName}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', textTransform: 'capitalize' }}>
            {c.role}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            color={STATUS_COLOR[c.status] === 'secondary' ? 'default' : STATUS_COLOR[c.status]}
            label={t(`status.${c.status}`)}
          />
          <Box sx={{ alignSelf: 'stretch', mt: 3 }}>
            <Typography variant="overline" component="h3">
              {t('contact.about')}
            </Typography>
            <Typography
              variant="body2"
              dir="auto"
              sx={{ color: c.about ? 'text.primary' : 'text.secondary' }}
            >
              {c.about || t('contact.noAbout')}
            </Typography>
          </Box>
        </Box>
      ) : null}
    </Drawer>
  );
}
