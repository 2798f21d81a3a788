export type Instant = {
  seconds: number;
  milliseconds: number;
  iso: string;
};

/** Below this a number is read as seconds (up to the year 5138), from it on as milliseconds. */
const MS_FROM = 1e11;
const MAX_MS = 8.64e15;

/**
 * Reads a moment: a unix time in seconds or milliseconds (by its size; "s" or "ms" after it decides),
 * or an ISO 8601 date (with its offset; without one it is read as local time, as browsers do).
 */
export function readInstant(input: string): Instant | null {
  const text = input.trim();
  if (text === '') return null;
  const unix = /^(-?\d+(?:\.\d+)?)\s*(ms|s)?$/i.exec(text);
  let ms: number;
  if (unix) {
    const n = Number(unix[1]);
    const unit = unix[2]?.toLowerCase() ?? (Math.abs(n) < MS_FROM ? 's' : 'ms');
    ms = unit === 's' ? n * 1000 : n;
  } else {
    if (!/^(\d{4}|[+-]\d{6})-\d{2}-\d{2}/.test(text)) return null;
    ms = Date.parse(text);
  }
  if (!Number.isFinite(ms) || Math.abs(ms) > MAX_MS) return null;
  ms = Math.round(ms);
  return { seconds: Math.floor(ms / 1000), milliseconds: ms, iso: new Date(ms).toISOString() };
}

/** The moment in the reader's language and time zone, with the zone's name. */
export function localTime(ms: number, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'full',
    timeStyle: 'long',
    timeZone,
  }).format(new Date(ms));
}
