import { createContext, lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import type { Notify, Toast } from './toast-types';

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
