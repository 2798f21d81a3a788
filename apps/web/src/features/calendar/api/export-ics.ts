import type { CalendarName } from '@app/contracts/calendar';
import { ApiError, accessToken, toSearchParams, unauthorizedWith } from '@/lib/api-client';

/** Downloads the .ics file of the calendars (a signed-in call, so fetched, then saved from a blob). */
export async function downloadIcs(calendars: CalendarName[]): Promise<void> {
  const token = accessToken();
  const qs = toSearchParams({ calendars }).toString();
  const res = await fetch(`/api/apps/calendar/export.ics?${qs}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  unauthorizedWith(token, res.status);
  if (!res.ok) throw new ApiError(res.status, `Request failed (${res.status})`);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'calendar.ics';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
