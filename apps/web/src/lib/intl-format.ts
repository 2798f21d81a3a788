import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from './format-bytes';

/** Intl locales of the app's languages; the spec's default locale is en-US. */
const LOCALES: Record<string, string> = { en: 'en-US', fr: 'fr-FR', ar: 'ar' };
export const intlLocaleOf = (language: string) => LOCALES[language] ?? language;

/** The first day of a 'YYYY-MM' month, in UTC like the API's months. */
export function monthStart(month: string): Date {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year, m - 1, 1));
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 days ago", "yesterday", "il y a 2 mois": the largest unit that fits, rounded toward zero. */
export function relativeTime(format: Intl.RelativeTimeFormat, iso: string, now: number): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'minute');
}

/**
 * Whether the language writes times on a 12-hour clock (with AM/PM): its own convention, as Intl and
 * so the rest of the app write times — English and Arabic do (9:30 AM, ٩:٣٠ ص), French does not (09:30).
 */
export function usesTwelveHourClock(language: string): boolean {
  const cycle = new Intl.DateTimeFormat(intlLocaleOf(language), { hour: 'numeric' }).resolvedOptions()
    .hourCycle;
  return cycle === 'h12' || cycle === 'h11';
}

/** A country's name in the reader's language from its two-letter code, else the given (English) name. */
export function countryName(language: string, code: string, fallback: string): string {
  try {
    return (
      new Intl.DisplayNames([intlLocaleOf(language)], { type: 'region' }).of(code.toUpperCase()) ?? fallback
    );
  } catch {
    return fallback;
  }
}

/** Languages written right to left. */
const RTL = new Set(['ar']);

/**
 * An amount kept whole inside right-to-left text: Intl writes "-71.00 US$" for Arabic, whose
 * trailing "$" a right-to-left line otherwise moves to the other end ("$-71.00 US"). A left-to-right
 * isolate (LRI … PDI, Unicode bidi) shows it as written, and the text around it is not reordered.
 */
export const isolateLtr = (text: string) => `\u2066${text}\u2069`;

/** The formatters of a language: numbers, money (the shop keeps dollars), percents and dates. */
export function makeIntlFormat(language: string, currency = 'USD') {
  const locale = intlLocaleOf(language);
  const whole = RTL.has(language) ? isolateLtr : (text: string) => text;
  const number = new Intl.NumberFormat(locale);
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const compactMoney = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const wholePercent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const growth = new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
  const dayMonth = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const monthShort = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  const monthLong = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  return {
    locale,
    number: (n: number) => number.format(n),
    /** The one money formatter: every amount the app shows goes through it. */
    money: (amount: number) => whole(money.format(amount)),
    compactMoney: (amount: number) => whole(compactMoney.format(amount)),
    /** A ratio (0.25) as "25%", with at most one decimal. */
    percent: (ratio: number) => percent.format(ratio),
    /** A ratio as a whole percent, for a share beside a count. */
    wholePercent: (ratio: number) => wholePercent.format(ratio),
    /** A change in percent points (12.5) as "+12.5%". */
    growth: (percentValue: number) => growth.format(percentValue / 100),
    date: (iso: string) => date.format(new Date(iso)),
    time: (iso: string) => time.format(new Date(iso)),
    /** "Nov 18": a date of this year, where the year goes without saying (a mail list's dates). */
    dayMonth: (iso: string) => dayMonth.format(new Date(iso)),
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    /** 'YYYY-MM' months, as the API sends them. */
    monthShort: (month: string) => monthShort.format(monthStart(month)),
    monthLong: (month: string) => monthLong.format(monthStart(month)),
    relative: (iso: string, now = Date.now()) => relativeTime(relative, iso, now),
    country: (code: string, fallback: string) => countryName(locale, code, fallback),
    /** A file's size: "34 byte", "1.5 kB", "10 MB" (lib/format-bytes.ts). */
    bytes: (n: number) => formatBytes(n, locale),
  };
}
export type IntlFormat = ReturnType<typeof makeIntlFormat>;

/** The formatters of the interface language. */
export function useIntlFormat(currency = 'USD'): IntlFormat {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => makeIntlFormat(language, currency), [language, currency]);
}
