import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import type { Toast } from './toast-types';

/**
 * The toast itself; loaded with the first message, not with every page (toast-provider.tsx). It sits
 * in the bottom start corner, over the menu rather than the page (a centred one covered an invoice's
 * totals), as the mailbox's undo does; the RTL style plugin moves `left` to the right in Arabic.
 */
export default function ToastSnackbar({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  return (
    <Snackbar
      key={toast.id}
      open={toast.open}
      autoHideDuration={5000}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
    >
      <Alert
        severity={toast.severity}
        variant="filled"
        onClose={onClose}
        action={
          toast.action && (
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                toast.action?.onClick();
                onClose();
              }}
            >
              {toast.action.label}
            </Button>
          )
        }
      >
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
