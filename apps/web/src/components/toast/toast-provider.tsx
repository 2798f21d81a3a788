import { createContext, lazy, type ReactNode, Suspense, useCallback, useState } from 'react';

export type ToastSeverity = 'success' | 'error';
/** A button in the toast, e.g. "Undo" after a removal; the toast closes when it is pressed. */
export type ToastAction = { label: string; onClick: () => void };
export type Notify = (message: string, severity?: ToastSeverity, action?: ToastAction) => void;

export type Toast = {
  id: number;
  message: string;
  severity: ToastSeverity;
  open: boolean;
  action?: ToastAction;
};

export const ToastContext = createContext<Notify | null>(null);

// Snackbar and Alert (with their transitions) load with the first toast: the sign-in page never shows one.
const ToastSnackbar = lazy(() => import('./toast-snackbar'));

/** The app's one toast: a short message at the bottom of the page after an action. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const notify = useCallback<Notify>(
    (message, severity = 'success', action) =>
      setToast({ id: Date.now(), message, severity, open: true, action }),
    [],
  );
  const close = () => setToast((v) => v && { ...v, open: false });
  return (
    <ToastContext.Provider value={notify}>
      {children}
      {toast && (
        <Suspense fallback={null}>
          <ToastSnackbar key={toast.id} toast={toast} onClose={close} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
