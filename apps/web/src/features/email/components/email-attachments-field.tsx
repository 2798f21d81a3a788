import { EMAIL_ATTACHMENT_MAX_BYTES, EMAIL_MAX_ATTACHMENTS, type EmailAttachment } from '@app/contracts';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { IconFile, IconX } from '@tabler/icons-react';
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useIntlFormat } from '@/lib/intl-format';
import { uploadAttachment } from '../api/upload-attachment';

type Upload = { key: string; name: string; progress: number; error?: string; controller: AbortController };

export type AttachmentsHandle = { pick: () => void };

type Props = {
  value: EmailAttachment[];
  onChange: (next: (current: EmailAttachment[]) => EmailAttachment[]) => void;
  onBusyChange: (busy: boolean) => void;
};

/** The message's files: each uploads at once with its progress, and can be removed; errors stay beside the file. */
export const EmailAttachmentsField = forwardRef<AttachmentsHandle, Props>(function EmailAttachmentsField(
  { value, onChange, onBusyChange },
  ref,
) {
  const { t } = useTranslation('email');
  const format = useIntlFormat();
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  useImperativeHandle(ref, () => ({ pick: () => input.current?.click() }), []);

  const busy = uploads.some((u) => !u.error);
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);
  const uploadsRef = useRef(uploads);
  uploadsRef.current = uploads;
  // Closing the composer stops the uploads still under way.
  useEffect(
    () => () => {
      for (const u of uploadsRef.current) u.controller.abort();
    },
    [],
  );

  const patch = (key: string, next: Partial<Upload>) =>
    setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...next } : u)));
  const drop = (key: string) => setUploads((all) => all.filter((u) => u.key !== key));

  const start = (files: File[]) => {
    let room = EMAIL_MAX_ATTACHMENTS - value.length - uploads.filter((u) => !u.error).length;
    for (const file of files) {
      const key = `${file.name}-${file.size}-${Math.random()}`;
      const controller = new AbortController();
      const upload: Upload = { key, name: file.name, progress: 0, controller };
      if (room <= 0) upload.error = t('attachments.tooMany', { max: EMAIL_MAX_ATTACHMENTS });
      else if (file.size > EMAIL_ATTACHMENT_MAX_BYTES)
        upload.error = t('attachments.tooLarge', { max: format.bytes(EMAIL_ATTACHMENT_MAX_BYTES) });
      setUploads((all) => [...all, upload]);
      if (upload.error) continue;
      room--;
      uploadAttachment(file, (progress) => patch(key, { progress }), controller.signal)
        .then((stored) => {
          drop(key);
          onChange((current) => [...current, stored]);
        })
        .catch((error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') return drop(key);
          patch(key, { error: error instanceof ApiError ? error.message : t('attachments.failed') });
        });
    }
  };

  return (
    <Box>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        aria-label={t('attachments.add')}
        onChange={(e) => {
          start(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
      {(value.length > 0 || uploads.length > 0) && (
        <Box
          component="ul"
          aria-label={t('attachments.label')}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {value.map((a) => (
            <Box
              component="li"
              key={a.id}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1.5,
                pl: 1,
                maxWidth: '100%',
              }}
            >
              <IconFile size={18} aria-hidden />
              <Typography variant="body2" noWrap sx={{ maxWidth: 200 }}>
                {a.fileName}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {format.bytes(a.bytes)}
              </Typography>
              <IconButton
                size="small"
                aria-label={t('attachments.remove', { name: a.fileName })}
                onClick={() => onChange((current) => current.filter((c) => c.id !== a.id))}
              >
                <IconX size={16} />
              </IconButton>
            </Box>
          ))}
          {uploads.map((u) => (
            <Box
              component="li"
              key={u.key}
              sx={{
                border: 1,
                borderColor: u.error ? 'error.main' : 'divider',
                borderRadius: 1.5,
                pl: 1,
                minWidth: 200,
                maxWidth: '100%',
              }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <IconFile size={18} aria-hidden />
                <Typography variant="body2" noWrap sx={{ flex: 1, maxWidth: 200 }}>
                  {u.name}
                </Typography>
                <IconButton
                  size="small"
                  aria-label={
                    u.error
                      ? t('attachments.dismiss', { name: u.name })
                      : t('attachments.cancel', { name: u.name })
                  }
                  onClick={() => (u.error ? drop(u.key) : u.controller.abort())}
                >
                  <IconX size={16} />
                </IconButton>
              </Box>
              {u.error ? (
                <Typography
                  variant="caption"
                  color="error"
                  role="alert"
                  sx={{ display: 'block', pb: 0.5, pr: 1 }}
                >
                  {u.error}
                </Typography>
              ) : (
                <LinearProgress
                  variant="determinate"
                  value={Math.round(u.progress * 100)}
                  aria-label={t('attachments.uploading', { name: u.name })}
                  sx={{ mb: 0.75, mr: 1 }}
                />
              )}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
});
