/** A 'YYYY-MM-DD' day (UTC, as the API sends it) short on an axis ("Nov 3") and long in a tooltip. */
export function dayLabel(locale: string) {
  const short = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const at = (key: string) => new Date(`${key.slice(0, 10)}T00:00:00Z`);
  return { short: (key: string) => short.format(at(key)), long: (key: string) => long.format(at(key)) };
}
