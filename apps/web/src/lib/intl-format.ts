import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Intl locales of the app's languages; the spec's default locale is en-US. */
const LOCALES: Record<string, string> = { en: 'en-US', fr: 'fr-FR', ar: 'ar' };
export const intlLocaleOf = (language: string) => LOCALES[language] ?? language;

/** The formatters of a locale: numbers, money, percents and dates. */
export function makeIntlFormat(locale: string, currency = 'USD') {
  const number = new Intl.NumberFormat(locale);
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const compactMoney = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const monthShort = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  const monthLong = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const monthDate = (month: string) => {
    const [y, m] = month.split('-').map(Number);
    return new Date(Date.UTC(y, m - 1, 1));
  };
  return {
    locale,
    number: (n: number) => number.format(n),
    money: (amount: number) => money.format(amount),
    compactMoney: (amount: number) => compactMoney.format(amount),
    percent: (ratio: number) => percent.format(ratio),
    date: (iso: string) => date.format(new Date(iso)),
    /** 'YYYY-MM' months, as the API sends them. */
    monthShort: (month: string) => monthShort.format(monthDate(month)),
    monthLong: (month: string) => monthLong.format(monthDate(month)),
  };
}
export type IntlFormat = ReturnType<typeof makeIntlFormat>;

/** The formatters of the current language. */
export function useIntlFormat(currency = 'USD'): IntlFormat {
  const { i18n } = useTranslation();
  const locale = intlLocaleOf(i18n.language);
  return useMemo(() => makeIntlFormat(locale, currency), [locale, currency]);
}
