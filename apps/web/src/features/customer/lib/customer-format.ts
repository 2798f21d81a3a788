import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Intl locales of the app's languages (as the dashboards use them). */
const LOCALES: Record<string, string> = { en: 'en-US', fr: 'fr-FR', ar: 'ar' };
export const localeOf = (language: string) => LOCALES[language] ?? language;

/** The shop keeps amounts in dollars; they read in the reader's language. */
export function moneyFormatter(language: string) {
  const format = new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'USD' });
  return (dollars: number) => format.format(dollars);
}

/** A country's name in the reader's language from its two-letter code, else the English name. */
export function countryName(language: string, code: string, fallback: string): string {
  try {
    return new Intl.DisplayNames([localeOf(language)], { type: 'region' }).of(code.toUpperCase()) ?? fallback;
  } catch {
    return fallback;
  }
}

/** Average spent per order; nothing for a customer without orders. */
export const averageOrder = (totalSpent: number, orders: number): number | null =>
  orders > 0 ? Math.round((totalSpent / orders) * 100) / 100 : null;

export function useCustomerFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const locale = localeOf(language);
    const number = new Intl.NumberFormat(locale);
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      locale,
      money: moneyFormatter(language),
      number: (n: number) => number.format(n),
      date: (iso: string) => date.format(new Date(iso)),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      country: (code: string, fallback: string) => countryName(language, code, fallback),
    };
  }, [language]);
}
