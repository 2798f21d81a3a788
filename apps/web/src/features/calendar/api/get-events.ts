import type { CalendarEvent, CalendarInvitation, CalendarName } from '@app/contracts/calendar';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type EventsQuery = { calendars: CalendarName[]; start: string; end: string };

/** Without a query: the key every calendar query starts with, for invalidation. */
export const eventsQueryOptions = (query?: EventsQuery) =>
  queryOptions({
    queryKey: query ? ['calendar', 'events', query] : ['calendar'],
    queryFn: ({ signal, client }) =>
      api<CalendarEvent[]>('/apps/calendar', { query: query ?? {}, signal, client }),
    staleTime: 15_000,
  });

export const invitationsQueryOptions = () =>
  queryOptions({
    queryKey: [...eventsQueryOptions().queryKey, 'invitations'],
    queryFn: ({ signal, client }) =>
      api<{ invitations: CalendarInvitation[] }>('/apps/calendar/invitations', { signal, client }),
  });

export type Invitable = { id: number; fullName: string; avatar: string | null };

/** The users one may invite whose name holds q, 20 a page (the guest picker loads more as it scrolls). */
export const invitableUsersQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...eventsQueryOptions().queryKey, 'users', q],
    queryFn: ({ signal, client, pageParam }) =>
      api<{ users: Invitable[]; hasMore: boolean }>('/apps/calendar/users', {
        query: { q, page: pageParam },
        signal,
        client,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => (last.hasMore ? page + 1 : undefined),
    staleTime: 60_000,
  });
