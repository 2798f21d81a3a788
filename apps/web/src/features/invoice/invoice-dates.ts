/** An API date 'YYYY-MM-DD' as the local calendar day, for Intl date formatting. */
export const calendarDay = (day: string) => `${day}T12:00:00`;

/** Today (or `days` from today) as 'YYYY-MM-DD' in the reader's time zone. */
export function localDay(days = 0): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
