import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type FormEventHandler, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  title: string;
  /** The submit button's words, and its words while the save runs. */
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Shown above the fields when the save failed for a reason no field holds. */
  error: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
  /** Rendered inside the dialog after the form (the edit-conflict dialog). */
  after?: ReactNode;
};

/** A small dialog that changes one thing of an order (its status, its owner): fields, then Cancel and save. */
export function OrderFormDialog(props: Props) {
  const { title, submitLabel, pendingLabel, pending, error, onSubmit, onClose, children, after } = props;
  const { t } = useTranslation('order');
  const titleId = useId();
  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
          {error && <Alert severity="error">{error}</Alert>}
          {children}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={pending} color="secondary" variant="outlined">
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </DialogActions>
      </form>
      {after}
    </Dialog>
  );
}
