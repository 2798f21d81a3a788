import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Intl locales of the app's languages (as the dashboards use them). */
const LOCALES: Record<string, string> = { en: 'en-US', fr: 'fr-FR', ar: 'ar' };
export const localeOf = (language: string) => LOCALES[language] ?? language;

/** Orders are kept in dollars; the amount reads in the reader's language. */
export function moneyFormatter(language: string) {
  const format = new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'USD' });
  return (dollars: number) => format.format(dollars);
}

/** Money, numbers, dates and times of orders in the current language. */
export function useOrderFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const locale = localeOf(language);
    const number = new Intl.NumberFormat(locale);
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      locale,
      money: moneyFormatter(language),
      number: (n: number) => number.format(n),
      date: (iso: string) => date.format(new Date(iso)),
      time: (iso: string) => time.format(new Date(iso)),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
    };
  }, [language]);
}
