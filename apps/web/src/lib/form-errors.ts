import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { translateValidation } from '@/lib/validation-message';

/**
 * A contract's validation message in the interface language: the area's own `validation.<message>`
 * first, then the shared wording ("is too long"), else the message as it came.
 */
export const fieldMessage = (t: TFunction, ns: string, message?: string) =>
  message
    ? t(`validation.${message}`, {
        ns,
        nsSeparator: false,
        defaultValue: translateValidation(message, (key, o) => t(key, { ...o, ns: 'common' })),
      })
    : undefined;

/**
 * Puts the server's per-field reasons (409 taken, 400 unknown value) on the form's fields; returns the
 * message to show above the form when no field took it.
 */
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
