import type { CalendarName } from '@app/contracts/calendar';

/** The palette colour of each calendar (the template's: Business primary, Holiday success, …). */
export const CALENDAR_COLORS: Record<CalendarName, 'primary' | 'success' | 'error' | 'warning' | 'info'> = {
  Business: 'primary',
  Holiday: 'success',
  Personal: 'error',
  Family: 'warning',
  ETC: 'info',
};
