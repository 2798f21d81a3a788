import type { CalendarEvent, CalendarInvitation, CalendarName } from '@app/contracts/calendar';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type EventsQuery = { calendars: CalendarName[]; start: string; end: string };

/** Without a query: the key every calendar query starts with, for invalidation. */
export const eventsQueryOptions = (query?: EventsQuery) =>
  queryOptions({
    queryKey: query ? ['calendar', 'events', query] : ['calendar'],
    queryFn: ({ signal }) => api<CalendarEvent[]>('/apps/calendar', { query: query ?? {}, signal }),
    staleTime: 15_000,
  });

export const invitationsQueryOptions = () =>
  queryOptions({
    queryKey: [...eventsQueryOptions().queryKey, 'invitations'],
    queryFn: ({ signal }) =>
      api<{ invitations: CalendarInvitation[] }>('/apps/calendar/invitations', { signal }),
  });

export type Invitable = { id: number; fullName: string; avatar: string | null };

export const invitableUsersQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...eventsQueryOptions().queryKey, 'users', q],
    queryFn: ({ signal }) => api<{ users: Invitable[] }>('/apps/calendar/users', { query: { q }, signal }),
    staleTime: 60_000,
  });
