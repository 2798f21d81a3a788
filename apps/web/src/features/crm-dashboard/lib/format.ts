/** Intl locales of the app's languages; the spec's default locale is en-US. */
const LOCALES: Record<string, string> = { en: 'en-US', fr: 'fr-FR', ar: 'ar' };
export const localeOf = (language: string) => LOCALES[language] ?? language;

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

/** Part of a whole, 0 when the whole is 0. */
export const shareOf = (part: number, whole: number) => (whole > 0 ? part / whole : 0);
