import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  open: boolean;
  title: string;
  description?: ReactNode;
  confirmLabel?: string;
  color?: 'primary' | 'error' | 'warning' | 'success';
  pending?: boolean;
  /** A failure to show inside the dialog, which then stays open. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a change that cannot be undone; the caller runs the change and closes it. */
export function ConfirmDialog(props: Props) {
  const { open, title, description, confirmLabel, color = 'primary', pending = false, error } = props;
  const { t } = useTranslation();
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : props.onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-text` : undefined}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={`${id}-title`} sx={{ fontSize: '1.125rem' }}>
        {title}
      </DialogTitle>
      <DialogContent>
        {description && <DialogContentText id={`${id}-text`}>{description}</DialogContentText>}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={props.onClose} disabled={pending} color="secondary" variant="outlined">
          {t('actions.cancel')}
        </Button>
        <Button onClick={props.onConfirm} disabled={pending} color={color} variant="contained" autoFocus>
          {confirmLabel ?? t('actions.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
