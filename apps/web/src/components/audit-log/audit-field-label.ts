import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * A changed field as the audit log names it: its translation (`audit` `fields.<column>`, shared by
 * every table, since a column name means the same thing wherever it appears), else the column name
 * as recorded, so a column added later still reads as something.
 */
export const auditFieldLabel = (t: TFunction<'audit'>, field: string): string =>
  t(`fields.${field}`, { defaultValue: field });

export function useFieldLabel() {
  const { t } = useTranslation('audit');
  return (field: string) => auditFieldLabel(t, field);
}
