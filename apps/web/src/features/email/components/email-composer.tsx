import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconPaperclip, IconSend, IconTrash } from '@tabler/icons-react';
import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyRichTextEditor } from '@/components/rich-text-editor/lazy-rich-text-editor';
import { richTextLabels } from '@/components/rich-text-editor/toolbar-labels';
import { ApiError } from '@/lib/api-client';
import type { ComposeAnswer } from '../api/email-mutations';
import { isAddress } from '../email-address';
import { type ComposeLinks, type ComposeValues, useDraftAutosave } from '../use-draft-autosave';
import { type AttachmentsHandle, EmailAttachmentsField } from './email-attachments-field';
import { EmailRecipientsField } from './email-recipients-field';

export type ComposeInit = ComposeValues & ComposeLinks;

type Props = {
  init: ComposeInit;
  /** The editor's height: taller in the dialog than under a thread. */
  minHeight?: number;
  autoFocus?: 'to' | 'message';
  onSent: (answer: ComposeAnswer) => void;
  /** Closed: `draftId` when a draft was kept, else undefined; `discarded` when the user threw it away. */
  onClose: (result: { draftId?: number; discarded: boolean }) => void;
};

/** The message form shared by the compose dialog and the reply box: recipients, subject, editor, files. */
export type ComposerHandle = {
  /** Saves what is not saved yet; answers the draft's id when there is one. */
  keep: () => Promise<number | undefined>;
};

export const EmailComposer = forwardRef<ComposerHandle, Props>(function EmailComposer(
  { init, minHeight = 180, autoFocus = 'to', onSent, onClose },
  ref,
) {
  const { t } = useTranslation('email');
  const { draftId: initialDraft, replyTo, forwardOf, ...initialValues } = init;
  const [values, setValues] = useState<ComposeValues>(initialValues);
  const [showCopies, setShowCopies] = useState(init.cc.length + init.bcc.length > 0);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const attachments = useRef<AttachmentsHandle>(null);
  const form = useRef<HTMLFormElement>(null);
  const draft = useDraftAutosave(values, { draftId: initialDraft, replyTo, forwardOf });
  const set = <K extends keyof ComposeValues>(key: K, value: ComposeValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);
  const { flush, stop } = draft;
  useImperativeHandle(ref, () => ({ keep: async () => ((await flush()) ? stop() : undefined) }), [
    flush,
    stop,
  ]);

  // The form takes the focus at once, so keys typed while the editor still loads stay in it (the mailbox's
  // one-key shortcuts ignore keys inside a form); the field named by autoFocus takes it from there.
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    if (!element.contains(document.activeElement)) element.focus({ preventScroll: true });
    element.scrollIntoView({ block: 'nearest' });
  }, []);

  const recipients = [...values.to, ...values.cc, ...values.bcc];
  const send = async () => {
    setError(null);
    if (recipients.length === 0) return setError({ message: t('compose.noRecipient'), fields: {} });
    const bad = recipients.find((a) => !isAddress(a));
    if (bad) return setError({ message: t('compose.badAddress', { address: bad }), fields: {} });
    setSending(true);
    try {
      onSent(await draft.send());
    } catch (e) {
      setError(
        e instanceof ApiError
          ? { message: e.message, fields: e.errors }
          : { message: t('compose.sendFailed'), fields: {} },
      );
    } finally {
      setSending(false);
    }
  };

  const fieldError = (name: string) =>
    Object.entries(error?.fields ?? {}).find(([k]) => k === name || k.startsWith(`${name}.`))?.[1];

  return (
    <Box
      component="form"
      ref={form}
      tabIndex={-1}
      aria-label={t('compose.formLabel')}
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
          e.preventDefault();
          void send();
        }
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, outline: 'none' }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <EmailRecipientsField
            label={t('compose.to')}
            value={values.to}
            onChange={(v) => set('to', v)}
            error={fieldError('to')}
            autoFocus={autoFocus === 'to'}
          />
        </Box>
        {!showCopies && (
          <Button size="small" onClick={() => setShowCopies(true)} sx={{ mt: 0.5, flexShrink: 0 }}>
            {t('compose.showCopies')}
          </Button>
        )}
      </Box>
      {showCopies && (
        <>
          <EmailRecipientsField
            label={t('compose.cc')}
            value={values.cc}
            onChange={(v) => set('cc', v)}
            error={fieldError('cc')}
          />
          <EmailRecipientsField
            label={t('compose.bcc')}
            value={values.bcc}
            onChange={(v) => set('bcc', v)}
            error={fieldError('bcc')}
          />
        </>
      )}
      <TextField
        size="small"
        label={t('compose.subject')}
        value={values.subject}
        onChange={(e) => set('subject', e.target.value)}
        error={Boolean(fieldError('subject'))}
        helperText={fieldError('subject')}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <LazyRichTextEditor
        label={t('compose.message')}
        value={values.message}
        onChange={(html) => set('message', html)}
        minHeight={minHeight}
        quotes
        autoFocus={autoFocus === 'message'}
        error={Boolean(fieldError('message'))}
        helperText={fieldError('message')}
        labels={richTextLabels(t, 'editor.')}
      />
      <EmailAttachmentsField
        ref={attachments}
        value={values.attachments}
        onChange={(next) => setValues((v) => ({ ...v, attachments: next(v.attachments) }))}
        onBusyChange={onBusyChange}
      />
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error.message}
        </Alert>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button
          type="submit"
          variant="contained"
          endIcon={<IconSend size={18} />}
          disabled={sending || uploading}
        >
          {sending ? t('compose.sending') : t('compose.send')}
        </Button>
        <Tooltip title={t('attachments.add')}>
          <IconButton aria-label={t('attachments.add')} onClick={() => attachments.current?.pick()}>
            <IconPaperclip size={20} />
          </IconButton>
        </Tooltip>
        <Typography
          variant="caption"
          color={draft.state === 'error' ? 'error' : 'text.secondary'}
          role="status"
          sx={{ flex: 1, minWidth: 0 }}
        >
          {uploading
            ? t('attachments.waiting')
            : draft.state === 'idle'
              ? ''
              : t(`compose.draft.${draft.state}`)}
        </Typography>
        <Tooltip title={t('compose.discard')}>
          <IconButton
            aria-label={t('compose.discard')}
            onClick={() => onClose({ draftId: draft.stop(), discarded: true })}
            disabled={sending}
          >
            <IconTrash size={20} />
          </IconButton>
        </Tooltip>
      </Box>
    </Box>
  );
});
