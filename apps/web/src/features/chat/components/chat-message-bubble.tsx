import type { ChatMessage } from '@app/contracts';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { IconCheck, IconChecks, IconDotsVertical, IconEyeCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIntlFormat } from '@/lib/intl-format';

type Props = {
  msg: ChatMessage;
  mine: boolean;
  editWindowMinutes: number;
  onEdit: (msg: ChatMessage) => void;
  onDelete: (msg: ChatMessage) => void;
};

const TICKS = { sent: IconCheck, delivered: IconChecks, seen: IconEyeCheck } as const;

/** One message: its text, time, "edited", and for my own the ticks (sent, delivered, seen) and a menu. */
export function ChatMessageBubble({ msg, mine, editWindowMinutes, onEdit, onDelete }: Props) {
  const { t } = useTranslation('chat');
  const format = useIntlFormat();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const changeable =
    mine && !msg.deletedAt && Date.now() - new Date(msg.time).getTime() < editWindowMinutes * 60_000;
  const tick = msg.feedback.isSeen ? 'seen' : msg.feedback.isDelivered ? 'delivered' : 'sent';
  const Tick = TICKS[tick];
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        flexDirection: mine ? 'row-reverse' : 'row',
        maxWidth: '100%',
      }}
    >
      <Box
        data-message-id={msg.id}
        sx={{
          px: 2,
          py: 1,
          borderRadius: 2,
          borderStartStartRadius: mine ? undefined : 2,
          boxShadow: 1,
          bgcolor: mine ? 'primary.main' : 'background.paper',
          color: mine ? 'primary.contrastText' : 'text.primary',
          minWidth: 0,
        }}
      >
        {/* The text's own direction (an English message in the Arabic layout keeps its punctuation in place). */}
        <Typography
          variant="body2"
          dir="auto"
          sx={{
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            fontStyle: msg.deletedAt ? 'italic' : undefined,
            opacity: msg.deletedAt ? 0.8 : 1,
          }}
        >
          {msg.deletedAt ? t('message.deleted') : msg.message}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'flex-end',
            gap: 0.5,
            mt: 0.25,
            opacity: 0.75,
            typography: 'caption',
          }}
        >
          {msg.editedAt && !msg.deletedAt ? <span>{t('message.edited')}</span> : null}
          <time dateTime={msg.time}>{format.time(msg.time)}</time>
          {mine ? (
            <Box
              component="span"
              role="img"
              aria-label={t(`message.${tick}`)}
              title={t(`message.${tick}`)}
              data-tick={tick}
              sx={
                tick === 'seen'
                  ? // Seen stands out from delivered by more than a colour: an eye in a light disc.
                    {
                      display: 'inline-flex',
                      p: '1px',
                      borderRadius: '50%',
                      bgcolor: 'primary.contrastText',
                      color: 'primary.main',
                      opacity: 1,
                    }
                  : { display: 'inline-flex' }
              }
            >
              <Tick size={tick === 'seen' ? 14 : 16} stroke={tick === 'seen' ? 2.5 : 2} />
            </Box>
          ) : null}
        </Box>
      </Box>
      {changeable ? (
        <>
          <IconButton
            size="small"
            aria-label={t('message.actions')}
            onClick={(e) => setAnchor(e.currentTarget)}
          >
            <IconDotsVertical size={16} />
          </IconButton>
          <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
            <MenuItem
              onClick={() => {
                setAnchor(null);
                onEdit(msg);
              }}
            >
              {t('message.edit')}
            </MenuItem>
            <MenuItem
              sx={{ color: 'error.main' }}
              onClick={() => {
                setAnchor(null);
                onDelete(msg);
              }}
            >
              {t('message.delete')}
            </MenuItem>
          </Menu>
        </>
      ) : null}
    </Box>
  );
}
