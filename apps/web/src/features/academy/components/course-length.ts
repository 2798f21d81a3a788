import type { TFunction } from 'i18next';
import type { IntlFormat } from '@/lib/intl-format';

/**
 * A course's length as the API writes it ('4h 12m' or '35m') in the interface language: "4 h 12 min",
 * "4 س 12 د". Any other text is shown as it came.
 */
export function courseLength(text: string, t: TFunction<'academy'>, format: IntlFormat): string {
  const match = /^(?:(\d+)h)?\s*(?:(\d+)m)?$/.exec(text.trim());
  if (!match || (match[1] === undefined && match[2] === undefined)) return text;
  const hours = Number(match[1] ?? 0);
  const minutes = Number(match[2] ?? 0);
  return hours
    ? t('dashboard.hoursMinutes', { hours: format.number(hours), minutes: format.number(minutes) })
    : t('dashboard.minutes', { minutes: format.number(minutes) });
}
