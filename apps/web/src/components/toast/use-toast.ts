import { useContext } from 'react';
import { ToastContext } from './toast-provider';
import type { Notify } from './toast-types';

/** `notify(message, severity?)` shows the app's toast (see `ToastProvider`). */
export function useToast(): { notify: Notify } {
  const notify = useContext(ToastContext);
  if (!notify) throw new Error('useToast needs a ToastProvider above it');
  return { notify };
}
