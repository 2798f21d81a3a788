import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  title: string;
  description: string;
  confirmLabel: string;
  color?: 'primary' | 'error';
  pending: boolean;
  error: string | null;
  onConfirm: (password: string) => void;
  onClose: () => void;
  /** Shown instead of the form once the action has a result to show (new recovery codes). */
  result?: ReactNode;
};

/** Asks for the password again before a change to two-step sign-in. */
export function PasswordConfirmDialog(props: Props) {
  const { t } = useTranslation('account-settings');
  const titleId = useId();
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) props.onConfirm(password);
  };
  return (
    <Dialog
      open
      onClose={props.pending ? undefined : props.onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      {props.result ? (
        <DialogDone onClose={props.onClose}>{props.result}</DialogDone>
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <DialogContentText>{props.description}</DialogContentText>
            {props.error && <Alert severity="error">{props.error}</Alert>}
            <TextField
              label={t('password.current')}
              type="password"
              autoComplete="current-password"
              autoFocus
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              fullWidth
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={props.onClose} disabled={props.pending}>
              {t('cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              color={props.color ?? 'primary'}
              disabled={!password || props.pending}
            >
              {props.confirmLabel}
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}

/** A two-step dialog's last view: what came of it, and Done. */
export function DialogDone({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation('account-settings');
  return (
    <>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('twoStep.done')}
        </Button>
      </DialogActions>
    </>
  );
}
