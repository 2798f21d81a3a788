import type { Email, EmailReply } from '@app/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  IconArrowBack,
  IconArrowForwardUp,
  IconChevronLeft,
  IconChevronRight,
  IconCornerUpLeft,
  IconCornerUpLeftDouble,
  IconMailOff,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/retry-alert';
import { preloadRichTextEditor } from '@/components/rich-text-editor/lazy-rich-text-editor';
import { TintedChip } from '@/components/tinted-chip/tinted-chip';
import { ApiError } from '@/lib/api-client';
import { useIntlFormat } from '@/lib/intl-format';
import type { ComposeAnswer } from '../api/email-mutations';
import { emailQueryOptions } from '../api/get-emails';
import type { EmailChange } from '../email-cache';
import { LABEL_TINTS } from '../email-looks';
import { prefixed, quoted, replyRecipients } from '../email-text';
import { EmailBulkActions } from './email-bulk-actions';
import { type ComposeInit, EmailComposer } from './email-composer';
import { EmailMessage } from './email-message';

export type ReplyMode = 'reply' | 'replyAll' | 'forward';

type Props = {
  id: number;
  me: string;
  trash: boolean;
  /** Bumped by the `r` shortcut: opens the reply box. */
  replySignal: number;
  hasPrev: boolean;
  hasNext: boolean;
  onPrev: () => void;
  onNext: () => void;
  onBack: () => void;
  onChange: (email: Email, change: EmailChange) => void;
  onDeleteForever: (email: Email) => void;
  onSent: (answer: ComposeAnswer) => void;
  onComposerClosed: (result: { draftId?: number; discarded: boolean }) => void;
};

/** The open e-mail: its subject and labels, the thread (earlier messages folded), and the reply box. */
export function EmailView(props: Props) {
  const { id, me, trash } = props;
  const { t } = useTranslation('email');
  const rtl = useTheme().direction === 'rtl';
  const format = useIntlFormat();
  const email = useQuery(emailQueryOptions(id));
  // Messages folded or unfolded by hand, against the default: the opened mail and later ones unfolded.
  const [toggled, setToggled] = useState<Set<number>>(new Set());
  const [reply, setReply] = useState<{ mode: ReplyMode; key: number } | null>(null);

  // A new e-mail starts with the earlier messages folded and no reply box.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets per e-mail
  useEffect(() => {
    setToggled(new Set());
    setReply(null);
  }, [id]);
  useEffect(() => {
    if (props.replySignal > 0) setReply({ mode: 'reply', key: Date.now() });
  }, [props.replySignal]);

  // The reply box's editor is fetched while the mail is read, so Reply shows it focused at once.
  useEffect(preloadRichTextEditor, []);

  // Opening marks the mail read, once per opening: "Mark as unread" then holds while it stays open.
  const markedOpen = useRef<number>(undefined);
  const loaded = email.data;
  const { onChange } = props;
  useEffect(() => {
    if (!loaded || loaded.id !== id || markedOpen.current === id) return;
    markedOpen.current = id;
    if (!loaded.isRead) onChange(loaded, { data: { isRead: true } });
  }, [loaded, id, onChange]);

  const back = (
    <Tooltip title={t('view.back')}>
      <IconButton aria-label={t('view.back')} onClick={props.onBack}>
        <IconArrowBack size={20} style={{ transform: rtl ? 'scaleX(-1)' : undefined }} />
      </IconButton>
    </Tooltip>
  );

  if (email.isPending)
    return (
      <Box sx={{ p: 3 }} aria-busy="true" aria-label={t('view.loading')}>
        <Skeleton width="60%" height={36} />
        <Skeleton variant="rounded" height={220} sx={{ mt: 2 }} />
      </Box>
    );
  if (email.isError) {
    const missing = email.error instanceof ApiError && email.error.status === 404;
    return (
      <Box sx={{ p: 3 }}>
        {back}
        {missing ? (
          <Box
            sx={{
              textAlign: 'center',
              py: 6,
              color: 'text.secondary',
              display: 'grid',
              justifyItems: 'center',
              gap: 1,
            }}
          >
            <IconMailOff size={48} stroke={1.3} aria-hidden />
            <Typography>{t('view.notFound')}</Typography>
          </Box>
        ) : (
          <RetryAlert retryLabel={t('list.retry')} onRetry={() => void email.refetch()}>
            {t('view.error')}
          </RetryAlert>
        )}
      </Box>
    );
  }

  const mail = email.data;
  const thread: EmailReply[] = [...mail.replies, mail, ...mail.following];
  const init = (mode: ReplyMode): ComposeInit => {
    const heading = t('view.wrote', {
      name: mail.from.name || mail.from.email,
      date: format.dateTime(mail.time),
    });
    if (mode === 'forward')
      return {
        to: [],
        cc: [],
        bcc: [],
        attachments: [],
        subject: prefixed('Fwd', mail.subject),
        message: quoted(mail, heading),
        forwardOf: mail.id,
      };
    const { to, cc } = replyRecipients(mail, me, mode === 'replyAll');
    return {
      to,
      cc,
      bcc: [],
      attachments: [],
      subject: prefixed('Re', mail.subject),
      message: quoted(mail, heading),
      replyTo: mail.id,
    };
  };
  const canReplyAll = replyRecipients(mail, me, true).cc.length > 0;

  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: { xs: 1, sm: 2 },
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
          flexWrap: 'wrap',
        }}
      >
        {back}
        <EmailBulkActions
          emails={[mail]}
          trash={trash}
          onChange={(change) => props.onChange(mail, change)}
          onDeleteForever={() => props.onDeleteForever(mail)}
        />
        <Box sx={{ flex: 1 }} />
        <Tooltip title={t('view.previous')}>
          <span>
            <IconButton aria-label={t('view.previous')} disabled={!props.hasPrev} onClick={props.onPrev}>
              {rtl ? <IconChevronRight size={20} /> : <IconChevronLeft size={20} />}
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('view.next')}>
          <span>
            <IconButton aria-label={t('view.next')} disabled={!props.hasNext} onClick={props.onNext}>
              {rtl ? <IconChevronLeft size={20} /> : <IconChevronRight size={20} />}
            </IconButton>
          </span>
        </Tooltip>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', p: { xs: 1.5, sm: 3 }, bgcolor: 'action.hover' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          <Typography variant="h5" component="h2" dir="auto" sx={{ overflowWrap: 'anywhere', mr: 1 }}>
            {mail.subject || t('list.noSubject')}
          </Typography>
          {mail.labels.map((l) => (
            <TintedChip key={l} tint={LABEL_TINTS[l]} label={t(`labels.${l}`)} />
          ))}
          {mail.isDeleted && <TintedChip tint="error" label={t('view.inTrash')} />}
        </Box>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {thread.map((message, index) => {
            const unfolded = index >= mail.replies.length;
            return (
              <EmailMessage
                key={message.id}
                message={message}
                expanded={unfolded !== toggled.has(message.id)}
                onToggle={() =>
                  setToggled((s) => {
                    const next = new Set(s);
                    if (next.has(message.id)) next.delete(message.id);
                    else next.add(message.id);
                    return next;
                  })
                }
              />
            );
          })}
        </Box>
        <Box
          sx={{
            mt: 2,
            p: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            bgcolor: 'background.paper',
          }}
        >
          {reply ? (
            <>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
                {t(`view.${reply.mode}To`, { subject: mail.subject || t('list.noSubject') })}
              </Typography>
              <EmailComposer
                key={reply.key}
                init={init(reply.mode)}
                autoFocus={reply.mode === 'forward' ? 'to' : 'message'}
                minHeight={140}
                onSent={(answer) => {
                  setReply(null);
                  props.onSent(answer);
                }}
                onClose={(result) => {
                  setReply(null);
                  props.onComposerClosed(result);
                }}
              />
            </>
          ) : (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <Button
                variant="contained"
                startIcon={<IconCornerUpLeft size={18} />}
                onClick={() => setReply({ mode: 'reply', key: Date.now() })}
              >
                {t('actions.reply')}
              </Button>
              {canReplyAll && (
                <Button
                  variant="outlined"
                  startIcon={<IconCornerUpLeftDouble size={18} />}
                  onClick={() => setReply({ mode: 'replyAll', key: Date.now() })}
                >
                  {t('actions.replyAll')}
                </Button>
              )}
              <Button
                variant="outlined"
                color="secondary"
                startIcon={<IconArrowForwardUp size={18} />}
                onClick={() => setReply({ mode: 'forward', key: Date.now() })}
              >
                {t('actions.forward')}
              </Button>
            </Box>
          )}
        </Box>
      </Box>
    </Box>
  );
}
