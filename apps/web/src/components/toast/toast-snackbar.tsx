import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import type { Toast } from './toast-provider';

/** The toast itself; loaded with the first message, not with every page (toast-provider.tsx). */
export default function ToastSnackbar({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  return (
    <Snackbar
      key={toast.id}
      open={toast.open}
      autoHideDuration={5000}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
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
