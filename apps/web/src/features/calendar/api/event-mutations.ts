import type { CalendarEvent, CalendarEventBody, RecurrenceScope } from '@app/contracts/calendar';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { eventsQueryOptions } from './get-events';

export type SaveEvent = {
  id?: number;
  body: CalendarEventBody;
  scope?: RecurrenceScope;
  occurrenceStart?: string | null;
  /** The version of the row the drawer loaded or the event dragged (docs/edit-conflicts.md). */
  version?: number;
};

/** Creates (no id) or changes an event; every calendar query loads again. */
export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, scope, occurrenceStart, version }: SaveEvent) =>
      id === undefined
        ? api<{ event: CalendarEvent }>('/apps/calendar', { method: 'POST', body })
        : api<{ event: CalendarEvent }>(`/apps/calendar/${id}`, {
            method: 'PUT',
            body: {
              ...body,
              scope: scope ?? 'all',
              ...(occurrenceStart ? { occurrenceStart } : {}),
              version,
            },
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventsQueryOptions().queryKey }),
  });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      scope,
      occurrenceStart,
    }: {
      id: number;
      scope?: RecurrenceScope;
      occurrenceStart?: string | null;
    }) =>
      api<void>(`/apps/calendar/${id}`, {
        method: 'DELETE',
        query: { scope: scope ?? 'all', occurrenceStart: occurrenceStart ?? undefined },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventsQueryOptions().queryKey }),
  });
}

export function useRespond() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, response }: { id: number; response: 'accepted' | 'declined' }) =>
      api<{ event: CalendarEvent }>(`/apps/calendar/${id}/response`, { method: 'POST', body: { response } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventsQueryOptions().queryKey }),
  });
}
