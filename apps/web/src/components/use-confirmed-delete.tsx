import { useCallback, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';

type Removal<I> = {
  mutateAsync: (id: I) => Promise<unknown>;
  reset: () => void;
  isPending: boolean;
  error: Error | null;
};

type Options<T, I> = {
  removal: Removal<I>;
  idOf: (target: T) => I;
  /** The dialog's texts for the thing about to go. */
  texts: (target: T) => { title: string; description: string; confirmLabel: string };
  /** After the delete succeeded and the dialog closed (a toast, a navigation). */
  onDeleted?: (target: T) => void | Promise<void>;
  /** The reason shown when the delete failed; the error's message by default. */
  errorText?: (error: Error, target: T | null) => string;
};

/**
 * A delete behind a confirmation: `ask(target)` opens the dialog, `dialog` is rendered by the caller.
 * A failure keeps the dialog open with the reason; closing it forgets the failure.
 */
export function useConfirmedDelete<T, I>({ removal, idOf, texts, onDeleted, errorText }: Options<T, I>) {
  // The target stays after closing, so the dialog keeps its texts while it fades out.
  const [target, setTarget] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  const ask = useCallback((next: T) => {
    setTarget(next);
    setOpen(true);
  }, []);
  const close = () => {
    setOpen(false);
    removal.reset();
  };
  const confirm = async () => {
    if (!open || target === null) return;
    try {
      await removal.mutateAsync(idOf(target));
    } catch {
      return; // The dialog stays open and shows why.
    }
    close();
    await onDeleted?.(target);
  };
  const shown = target === null ? null : texts(target);
  const error = removal.error
    ? errorText
      ? errorText(removal.error, target)
      : removal.error.message
    : undefined;
  const dialog = (
    <ConfirmDialog
      open={open}
      title={shown?.title ?? ''}
      description={shown?.description}
      confirmLabel={shown?.confirmLabel ?? ''}
      color="error"
      pending={removal.isPending}
      error={error}
      onConfirm={confirm}
      onClose={close}
    />
  );
  return { ask, dialog };
}
