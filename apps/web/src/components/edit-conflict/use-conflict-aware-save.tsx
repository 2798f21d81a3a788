import { type ReactNode, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { EditConflictDialog } from './edit-conflict-dialog';
import { type ConflictField, type ConflictRow, conflictRows, keepMine } from './edit-conflict-diff';

/** A record as an edit form holds it: the form's values and the version they were loaded at. */
export type Versioned<V> = { version: number; values: V };

export type ConflictAwareSaveOptions<V extends Record<string, unknown>, D> = {
  /** The record as the form loaded it. */
  loaded: Versioned<V>;
  /**
   * For a form that stays mounted between records (a drawer): the record it was opened on. When it
   * is another object, `loaded` is taken again; a refetch of the same record does not move the base.
   */
  openedOn?: unknown;
  fields: readonly ConflictField<V>[];
  /** A detail answer (a save's 200, a 409's `current`) as the form's values and version. */
  fromDetail: (detail: D) => Versioned<V>;
  /** `base` is what the form holds as loaded (a PATCH form sends only what differs from it). */
  save: (values: V, version: number, base: V) => Promise<D>;
  onSaved: (saved: D) => void;
  /** "Take theirs": put the saved values in the form. */
  onTakeTheirs: (values: V) => void;
  /** Any other failure of a save started from the dialog. */
  onError: (error: unknown) => void;
};

type Open<V> = { rows: ConflictRow[]; mine: V; theirs: Versioned<V> };

/**
 * Saves an edit form with the version it loaded. A 409 with `current` opens the conflict dialog;
 * when the saved record already holds what the form holds, it saves again at the new version
 * without asking. Other errors reach the caller of `submit` as they are.
 */
export function useConflictAwareSave<V extends Record<string, unknown>, D>(
  options: ConflictAwareSaveOptions<V, D>,
): {
  submit: (values: V) => Promise<void>;
  dialog: ReactNode;
} {
  const { fields, fromDetail, save, onSaved, onTakeTheirs, onError } = options;
  const base = useRef(options.loaded);
  const openedOn = useRef(options.openedOn);
  if (openedOn.current !== options.openedOn) {
    openedOn.current = options.openedOn;
    base.current = options.loaded;
  }
  const [open, setOpen] = useState<Open<V> | null>(null);
  const [pending, setPending] = useState(false);

  const attempt = async (values: V): Promise<void> => {
    try {
      const saved = await save(values, base.current.version, base.current.values);
      base.current = fromDetail(saved);
      setOpen(null);
      onSaved(saved);
    } catch (error) {
      const current = error instanceof ApiError && error.status === 409 ? currentOf(error) : undefined;
      if (current === undefined) throw error;
      const theirs = fromDetail(current as D);
      const rows = conflictRows(fields, base.current.values, values, theirs.values);
      if (rows.length === 0) {
        const merged = keepMine(base.current.values, values, theirs.values);
        base.current = theirs;
        return attempt(merged);
      }
      setOpen({ rows, mine: values, theirs });
    }
  };

  const resolve = async (choice: 'mine' | 'theirs') => {
    if (!open) return;
    const merged = keepMine(base.current.values, open.mine, open.theirs.values);
    base.current = open.theirs;
    if (choice === 'theirs') {
      setOpen(null);
      onTakeTheirs(open.theirs.values);
      return;
    }
    setPending(true);
    try {
      await attempt(merged);
    } catch (error) {
      setOpen(null);
      onError(error);
    } finally {
      setPending(false);
    }
  };

  const dialog = open ? (
    <EditConflictDialog
      rows={open.rows}
      pending={pending}
      onKeepMine={() => resolve('mine')}
      onTakeTheirs={() => resolve('theirs')}
      onClose={() => setOpen(null)}
    />
  ) : null;
  return { submit: attempt, dialog };
}

const currentOf = (error: ApiError): unknown =>
  error.body && typeof error.body === 'object' && 'current' in error.body ? error.body.current : undefined;
