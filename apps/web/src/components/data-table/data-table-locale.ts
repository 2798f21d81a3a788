import { arSD as coreAr, frFR as coreFr } from '@mui/material/locale';
import type { PaginationProps } from '@mui/material/Pagination';

type Locale = { pageAriaLabel?: PaginationProps['getItemAriaLabel'] };

const paginationLabel = (locale: typeof coreFr) =>
  (locale.components?.MuiPagination?.defaultProps as Partial<PaginationProps> | undefined)?.getItemAriaLabel;

const LOCALES: Record<string, Locale> = {
  en: {},
  fr: { pageAriaLabel: paginationLabel(coreFr) },
  ar: { pageAriaLabel: paginationLabel(coreAr) },
};

/** The pager's own words in the interface language (MUI's English when unknown). */
export function dataTableLocale(language: string): Locale {
  return LOCALES[language.slice(0, 2)] ?? LOCALES.en;
}
