import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from '@/lib/form-errors';

/**
 * The form's submit handler: `save` the valid values; a refusal puts the server's per-field reasons on
 * the fields and anything else in `formError`, shown above the form.
 */
export function useFormSubmit<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  fields: readonly string[],
  save: (values: O) => Promise<unknown>,
) {
  const [formError, setFormError] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save(values);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, fields));
    }
  });
  return { submit, formError };
}
