import type { EmailReply } from '@app/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { IconDownload, IconPaperclip, IconPhoto } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast/use-toast';
import { UserAvatar } from '@/components/user-avatar';
import { ApiError } from '@/lib/api-client';
import { useIntlFormat } from '@/lib/intl-format';
import { downloadAttachment } from '../api/download-attachment';
import { plainText } from '../email-text';
import { EmailDeliveryState } from './email-delivery-state';
import { EmailFrame } from './email-frame';

type Props = { message: EmailReply; expanded: boolean; onToggle: () => void };

/** One message of the thread: who and when, then (open) the body in its safe frame and the files. */
export function EmailMessage({ message, expanded, onToggle }: Props) {
  const { t } = useTranslation('email');
  const format = useIntlFormat();
  const { notify } = useToast();
  const [showImages, setShowImages] = useState(false);
  const [blocked, setBlocked] = useState(0);
  const onBlockedImages = useCallback((n: number) => setBlocked(n), []);
  const preview = useMemo(
    () => (expanded ? '' : plainText(message.message, 120)),
    [expanded, message.message],
  );
  const to = message.to.map((a) => a.name || a.email).join(', ');
  const download = (a: EmailReply['attachments'][number]) =>
    downloadAttachment(a).catch((e: unknown) =>
      notify(e instanceof ApiError ? e.message : t('attachments.downloadFailed'), 'error'),
    );

  return (
    <Box
      component="article"
      aria-label={t('view.messageFrom', { name: message.from.name || message.from.email })}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        overflow: 'hidden',
      }}
    >
      <ButtonBase
        onClick={onToggle}
        aria-expanded={expanded}
        sx={{
          width: '100%',
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1.5,
          p: 2,
          textAlign: 'start',
          justifyContent: 'flex-start',
        }}
      >
        <UserAvatar
          name={message.from.name || message.from.email}
          src={message.from.avatar || null}
          size={38}
        />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" noWrap sx={{ fontWeight: 600 }}>
            <bdi>{message.from.name}</bdi>{' '}
            <Typography component="bdi" variant="body2" color="text.secondary" dir="ltr">
              &lt;{message.from.email}&gt;
            </Typography>
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {expanded
              ? [
                  t('view.toLine', { names: to || '—' }),
                  message.cc.length ? t('view.ccLine', { names: message.cc.join(', ') }) : '',
                ]
                  .filter(Boolean)
                  .join(' · ')
              : preview}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', flexShrink: 0 }}>
          {message.attachments.length > 0 && (
            <IconPaperclip size={16} aria-label={t('list.hasAttachments')} />
          )}
          <Typography variant="caption" component="time" dateTime={message.time}>
            {format.dateTime(message.time)}
          </Typography>
        </Box>
      </ButtonBase>
      {expanded && (
        <Box sx={{ px: 2, pb: 2 }}>
          {message.folder === 'sent' && <EmailDeliveryState email={message} />}
          {blocked > 0 && !showImages && (
            <Alert
              severity="info"
              icon={<IconPhoto size={20} />}
              sx={{ mb: 1.5, py: 0 }}
              action={
                <Button color="inherit" size="small" onClick={() => setShowImages(true)}>
                  {t('view.showImages')}
                </Button>
              }
            >
              {t('view.imagesHidden', { count: blocked })}
            </Alert>
          )}
          <EmailFrame
            html={message.message}
            showImages={showImages}
            title={t('view.frameTitle', { subject: message.subject || t('list.noSubject') })}
            onBlockedImages={onBlockedImages}
          />
          {message.attachments.length > 0 && (
            <Box sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {t('attachments.count', { count: message.attachments.length })}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                {message.attachments.map((a) => (
                  <Chip
                    key={a.id}
                    icon={<IconDownload size={16} />}
                    label={`${a.fileName} · ${format.bytes(a.bytes)}`}
                    onClick={() => void download(a)}
                    aria-label={t('attachments.download', { name: a.fileName, size: format.bytes(a.bytes) })}
                    variant="outlined"
                    sx={{ maxWidth: '100%' }}
                  />
                ))}
              </Box>
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
