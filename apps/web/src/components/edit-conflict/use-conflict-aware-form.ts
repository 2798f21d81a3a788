import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useFormSubmit } from '@/components/form-field/use-form-submit';
import { applyServerErrors } from '@/lib/form-errors';
import { type ConflictAwareSaveOptions, useConflictAwareSave } from './use-conflict-aware-save';

type Options<V extends Record<string, unknown>, D> = Omit<
  ConflictAwareSaveOptions<V, D>,
  'onTakeTheirs' | 'onError'
> & {
  /** "Take theirs": by default the saved values replace the form's. */
  onTakeTheirs?: (values: V) => void;
};

/**
 * A react-hook-form edit form saved with the version it loaded (`useConflictAwareSave` behind
 * `useFormSubmit`): a refusal, whether of the first save or of "Keep mine" in the conflict dialog, puts
 * the server's per-field reasons on the fields and anything else in `formError`, shown above the form.
 */
export function useConflictAwareForm<V extends Record<string, unknown>, O extends V, D>(
  form: UseFormReturn<V, unknown, O>,
  fields: readonly string[],
  options: Options<V, D>,
) {
  const [conflictError, setConflictError] = useState<string | null>(null);
  const conflict = useConflictAwareSave<V, D>({
    ...options,
    onTakeTheirs: options.onTakeTheirs ?? ((values) => form.reset(values)),
    onError: (error) => setConflictError(applyServerErrors(error, form.setError, fields)),
  });
  const { submit, formError } = useFormSubmit(form, fields, (values) => {
    setConflictError(null);
    return conflict.submit(values);
  });
  return { submit, formError: formError ?? conflictError, dialog: conflict.dialog };
}
