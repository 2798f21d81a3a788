import type { CalendarEvent, CalendarInvitation, CalendarName } from '@app/contracts/calendar';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
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

/** The users one may invite whose name holds q, 20 a page (the guest picker loads more as it scrolls). */
export const invitableUsersQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...eventsQueryOptions().queryKey, 'users', q],
    queryFn: ({ signal, pageParam }) =>
      api<{ users: Invitable[]; hasMore: boolean }>('/apps/calendar/users', {
        query: { q, page: pageParam },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => (last.hasMore ? page + 1 : undefined),
    staleTime: 60_000,
  });
