import { useContext } from 'react';
import { type Notify, ToastContext } from './toast-provider';

/** `notify(message, severity?)` shows the app's toast (see `ToastProvider`). */
export function useToast(): { notify: Notify } {
  const notify = useContext(ToastContext);
  if (!notify) throw new Error('useToast needs a ToastProvider above it');
  return { notify };
}
