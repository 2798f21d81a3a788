import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from '@/lib/form-errors';

/**
 * A wizard form's last step: `submit(onServerErrors)` saves the valid values; a refusal puts the
 * server's per-field reasons on their fields and the rest in `serverError`, then calls `onServerErrors`
 * so the wizard can open the step that holds them.
 */
export function useWizardSubmit<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  fields: readonly string[],
  save: (values: O) => Promise<unknown>,
) {
  const [serverError, setServerError] = useState<string | null>(null);
  const submit = (onServerErrors?: () => void) =>
    form.handleSubmit(async (values) => {
      setServerError(null);
      try {
        await save(values);
      } catch (error) {
        setServerError(applyServerErrors(error, form.setError, fields));
        onServerErrors?.();
      }
    });
  return { serverError, submit, clearServerError: () => setServerError(null) };
}
