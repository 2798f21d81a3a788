// What the app's toast shows: toast-provider.tsx keeps it, toast-snackbar.tsx draws it.

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
