import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconX } from '@tabler/icons-react';
import { type FormEventHandler, type ReactNode, useId } from 'react';

type Props = {
  title: string;
  subtitle: string;
  closeLabel: string;
  cancelLabel: string;
  /** Without it the dialog only shows (read-only): no submit button. */
  submitLabel?: string;
  pending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
};

/** A centred form in a dialog (add or edit a role, a permission): fields one under another. */
export function FormDialog(props: Props) {
  const { title, subtitle, closeLabel, cancelLabel, submitLabel, pending, onSubmit, onClose, children } =
    props;
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
      scroll="body"
    >
      <IconButton
        aria-label={closeLabel}
        onClick={onClose}
        sx={{ position: 'absolute', top: 12, insetInlineEnd: 12 }}
      >
        <IconX size={20} />
      </IconButton>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId} component="h2" variant="h4" sx={{ textAlign: 'center', pt: 5 }}>
          {title}
        </DialogTitle>
        <DialogContent sx={{ px: { xs: 2.5, sm: 6 } }}>
          <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
            {subtitle}
          </Typography>
          <Stack spacing={3}>{children}</Stack>
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'center', pb: 4, gap: 1 }}>
          {submitLabel && (
            <Button type="submit" variant="contained" disabled={pending}>
              {submitLabel}
            </Button>
          )}
          <Button variant="outlined" color="secondary" onClick={onClose} disabled={pending}>
            {cancelLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
