import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

// One file per language, fetched when an audit table first shows: every signed-in page does not
// need the names of 270 columns (about 2.5 kB gzip each).
const files = import.meta.glob<Record<string, string>>('./field-names/*.json', { import: 'default' });

/** The changed fields' names in a language, by column name (one name per column across the tables). */
export const auditFieldNamesQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['audit', 'field-names', language],
    queryFn: () => (files[`./field-names/${language}.json`] ?? files['./field-names/en.json'])(),
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });

/**
 * A changed field as the audit log names it: its name in the interface language, else the column
 * name as recorded, so a column added later still reads as something.
 */
export function useFieldLabel(): (field: string) => string {
  const { i18n } = useTranslation();
  const names = useQuery(auditFieldNamesQueryOptions(i18n.resolvedLanguage ?? i18n.language)).data;
  return useCallback((field) => names?.[field] ?? field, [names]);
}
