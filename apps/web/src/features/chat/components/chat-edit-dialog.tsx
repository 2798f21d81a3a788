import type { ChatMessage } from '@app/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Edits the text of one of my messages. */
export function ChatEditDialog(props: {
  msg: ChatMessage | null;
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onSave: (text: string) => void;
}) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  useEffect(() => setText(props.msg?.message ?? ''), [props.msg]);
  return (
    <Dialog open={!!props.msg} onClose={props.pending ? undefined : props.onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('message.editTitle')}</DialogTitle>
      <DialogContent>
        {props.error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {props.error}
          </Alert>
        ) : null}
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          value={text}
          onChange={(e) => setText(e.target.value)}
          slotProps={{ htmlInput: { 'aria-label': t('message.editTitle') } }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={props.pending}>
          {t('cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={!text.trim() || props.pending}
          onClick={() => props.onSave(text)}
        >
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
