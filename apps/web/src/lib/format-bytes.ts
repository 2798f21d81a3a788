const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/**
 * A size in bytes the reader's way: "34 byte", "1.5 kB", "263.6 MB", in French "263,6 Mo". Steps of
 * 1024, as the app's limits are counted (a 10 MB limit is 10 × 1024 × 1024 bytes, so a file at the
 * limit reads "10 MB"); the unit's name and the number's digits come from Intl in the given locale.
 */
export function formatBytes(bytes: number, locale: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  // 1,023.97 kB would round to "1,024 kB": it is shown as 1 MB.
  while (value >= 1023.95 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
