import { createFileRoute } from '@tanstack/react-router';
import { CalendarPage } from '@/features/calendar/components/calendar-page';
import { requireAccess } from '@/lib/session/guards';

/** The shared calendar (docs/calendar.md); FullCalendar loads as a chunk of its own. */
export const Route = createFileRoute('/_app/apps/calendar')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Calendar' }),
  component: CalendarPage,
});
