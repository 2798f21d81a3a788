import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf, monthStart, relativeTime } from './format';

/** Numbers, percents, months and relative dates in the current language. */
export function useDashboardFormat() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return useMemo(() => {
    const number = new Intl.NumberFormat(locale);
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    const growth = new Intl.NumberFormat(locale, {
      style: 'percent',
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    });
    const monthShort = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
    const monthLong = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    return {
      locale,
      number: (n: number) => number.format(n),
      percent: (ratio: number) => percent.format(ratio),
      growth: (percentValue: number) => growth.format(percentValue / 100),
      monthShort: (month: string) => monthShort.format(monthStart(month)),
      monthLong: (month: string) => monthLong.format(monthStart(month)),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      relative: (iso: string, now = Date.now()) => relativeTime(relative, iso, now),
    };
  }, [locale]);
}

export type DashboardFormat = ReturnType<typeof useDashboardFormat>;
