import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';

type Toast = { id: number; message: string; severity: 'success' | 'error'; open: boolean };

/** A short message at the bottom of the screen after an action; `toast` is rendered by the caller. */
export function useToast() {
  const [toast, setToast] = useState<Toast | null>(null);
  const show = (severity: Toast['severity']) => (message: string) =>
    setToast({ id: Date.now(), message, severity, open: true });
  const hide = () => setToast((v) => v && { ...v, open: false });
  const element = (
    <Snackbar
      key={toast?.id}
      open={toast?.open ?? false}
      autoHideDuration={5000}
      onClose={(_, reason) => reason !== 'clickaway' && hide()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity={toast?.severity ?? 'success'} variant="filled" onClose={hide}>
        {toast?.message}
      </Alert>
    </Snackbar>
  );
  return { notify: show('success'), fail: show('error'), toast: element };
}
