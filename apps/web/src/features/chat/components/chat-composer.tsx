import { CHAT_MESSAGE_MAX_BYTES, utf8Bytes } from '@app/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { IconSend } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIntlFormat } from '@/lib/intl-format';
import { sendTyping } from '../lib/chat-live';

const TYPING_REPEAT_MS = 3000;
const TYPING_STOP_MS = 4000;

/** The message field: Enter sends, Shift+Enter starts a new line; the other user sees "typing…". */
export function ChatComposer(props: {
  to: number;
  pending: boolean;
  error: string | null;
  onSend: (text: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('chat');
  const format = useIntlFormat();
  const [text, setText] = useState('');
  const lastTyping = useRef(0);
  const stopTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const tooLong = utf8Bytes(text) > CHAT_MESSAGE_MAX_BYTES;

  const typed = () => {
    const now = Date.now();
    if (now - lastTyping.current > TYPING_REPEAT_MS) {
      lastTyping.current = now;
      sendTyping(props.to, true);
    }
    clearTimeout(stopTimer.current);
    stopTimer.current = setTimeout(() => {
      lastTyping.current = 0;
      sendTyping(props.to, false);
    }, TYPING_STOP_MS);
  };

  const submit = async () => {
    if (!text.trim() || tooLong || props.pending) return;
    clearTimeout(stopTimer.current);
    lastTyping.current = 0;
    sendTyping(props.to, false);
    try {
      await props.onSend(text);
      setText('');
    } catch {
      // The error is shown under the field; the text stays so nothing is lost.
    }
  };

  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'flex-end',
        p: { xs: 1.5, sm: 2 },
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <TextField
        fullWidth
        multiline
        maxRows={6}
        size="small"
        value={text}
        placeholder={t('composer.placeholder')}
        error={tooLong || !!props.error}
        helperText={
          tooLong
            ? t('composer.tooLong', { kb: format.bytes(CHAT_MESSAGE_MAX_BYTES) })
            : (props.error ?? undefined)
        }
        onChange={(e) => {
          setText(e.target.value);
          typed();
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            void submit();
          }
        }}
        slotProps={{ htmlInput: { 'aria-label': t('composer.label') } }}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={!text.trim() || tooLong || props.pending}
        endIcon={<IconSend size={18} style={{ transform: 'scaleX(var(--chat-flip, 1))' }} />}
        sx={{
          flexShrink: 0,
          minWidth: { xs: 0, sm: 64 },
          '& .MuiButton-endIcon': { mx: { xs: 0, sm: 0.5 } },
          '[dir=rtl] &': { '--chat-flip': -1 },
        }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {t('composer.send')}
        </Box>
      </Button>
    </Box>
  );
}
