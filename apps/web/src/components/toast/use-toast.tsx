import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useState } from 'react';

type Toast = { id: number; message: string; severity: 'success' | 'error'; open: boolean };

/** A short message at the bottom of the page; `snackbar` is rendered by the caller. */
export function useToast() {
  const [toast, setToast] = useState<Toast | null>(null);
  const notify = useCallback(
    (message: string, severity: Toast['severity'] = 'success') =>
      setToast({ id: Date.now(), message, severity, open: true }),
    [],
  );
  const close = () => setToast((v) => v && { ...v, open: false });
  const snackbar = (
    <Snackbar
      key={toast?.id}
      open={toast?.open ?? false}
      autoHideDuration={5000}
      onClose={(_, reason) => reason !== 'clickaway' && close()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity={toast?.severity ?? 'success'} variant="filled" onClose={close}>
        {toast?.message}
      </Alert>
    </Snackbar>
  );
  return { notify, snackbar };
}
