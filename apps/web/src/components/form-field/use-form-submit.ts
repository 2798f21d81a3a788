import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from '@/lib/form-errors';

/**
 * The form's submit handler: `save` the valid values; a refusal puts the server's per-field reasons on
 * the fields and anything else in `formError`, shown above the form. `fail` does the same for a save
 * started elsewhere (the edit-conflict dialog's "Keep mine").
 */
export function useFormSubmit<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  fields: readonly string[],
  save: (values: O) => Promise<unknown>,
) {
  const [formError, setFormError] = useState<string | null>(null);
  const fail = (error: unknown) => setFormError(applyServerErrors(error, form.setError, fields));
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save(values);
    } catch (error) {
      fail(error);
    }
  });
  return { submit, formError, fail };
}
