import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { createContext, type ReactNode, useCallback, useState } from 'react';

export type ToastSeverity = 'success' | 'error';
export type Notify = (message: string, severity?: ToastSeverity) => void;

type Toast = { id: number; message: string; severity: ToastSeverity; open: boolean };

export const ToastContext = createContext<Notify | null>(null);

/** The app's one toast: a short message at the bottom of the page after an action. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const notify = useCallback<Notify>(
    (message, severity = 'success') => setToast({ id: Date.now(), message, severity, open: true }),
    [],
  );
  const close = () => setToast((v) => v && { ...v, open: false });
  return (
    <ToastContext.Provider value={notify}>
      {children}
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
    </ToastContext.Provider>
  );
}
