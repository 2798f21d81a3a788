import { arSD as coreAr, frFR as coreFr } from '@mui/material/locale';
import type { PaginationProps } from '@mui/material/Pagination';
import type { GridLocaleText } from '@mui/x-data-grid';
import { arSD, enUS, frFR } from '@mui/x-data-grid/locales';

type Locale = { grid: Partial<GridLocaleText>; pageAriaLabel?: PaginationProps['getItemAriaLabel'] };

const paginationLabel = (locale: typeof coreFr) =>
  (locale.components?.MuiPagination?.defaultProps as Partial<PaginationProps> | undefined)?.getItemAriaLabel;

const LOCALES: Record<string, Locale> = {
  en: { grid: enUS.components.MuiDataGrid.defaultProps.localeText },
  fr: { grid: frFR.components.MuiDataGrid.defaultProps.localeText, pageAriaLabel: paginationLabel(coreFr) },
  ar: { grid: arSD.components.MuiDataGrid.defaultProps.localeText, pageAriaLabel: paginationLabel(coreAr) },
};

/** The grid's and the pager's own words in the interface language (English when unknown). */
export function dataTableLocale(language: string): Locale {
  return LOCALES[language.slice(0, 2)] ?? LOCALES.en;
}
