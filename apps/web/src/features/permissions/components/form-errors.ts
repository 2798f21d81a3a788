import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { translateValidation } from '@/lib/validation-message';

/** The contracts' messages, this area's own first, then the shared ones ("is too long") in the interface language, or as they came. */
export const fieldMessage = (t: TFunction, message?: string) =>
  message
    ? t(`validation.${message}`, {
        ns: 'permissions',
        nsSeparator: false,
        defaultValue: translateValidation(message, (key, o) => t(key, { ...o, ns: 'common' })),
      })
    : undefined;

/** Puts the server's per-field reasons on the form; returns the message to show when no field took it. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): string | null {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  let placed = false;
  for (const [field, reason] of Object.entries(error.errors)) {
    if (!fields.includes(field)) continue;
    setError(field as Path<T>, { type: 'server', message: reason }, { shouldFocus: !placed });
    placed = true;
  }
  return placed ? null : error.message;
}
