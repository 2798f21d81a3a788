import type { CalendarEvent, RecurrenceScope } from '@app/contracts/calendar';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useConflictAwareSave } from '@/components/edit-conflict/use-conflict-aware-save';
import { useSaveEvent } from '../api/event-mutations';
import { bodyOf, browserTimeZone, type EventFormValues, valuesOf } from '../calendar-event-form';
import { eventConflictFields, guestNames } from '../event-conflict-fields';

type Options = {
  /** The event the drawer is open on (null: a new one) and the values it loaded. */
  event: CalendarEvent | null;
  initial: EventFormValues;
  onSaved: (title: string) => void;
  onTakeTheirs: (values: EventFormValues) => void;
  onError: (message: string) => void;
};

/**
 * The drawer's save: a change sends the version of the row the drawer loaded (the series, for an
 * occurrence) with the scope chosen; someone else's save meanwhile opens the conflict dialog, and
 * "Keep mine" saves again with the same scope (docs/edit-conflicts.md).
 */
export function useEventSave({ event, initial, onSaved, onTakeTheirs, onError }: Options) {
  const { t } = useTranslation('calendar');
  const save = useSaveEvent();
  const scope = useRef<RecurrenceScope | undefined>(undefined);
  // Guests by name: those of the event as loaded and as saved by the other person.
  const names = useRef(new Map<number, string>());
  for (const [id, name] of guestNames(event)) names.current.set(id, name);
  const conflict = useConflictAwareSave<EventFormValues, CalendarEvent>({
    openedOn: event,
    loaded: { version: event?.version ?? 1, values: initial },
    fields: eventConflictFields(t, names.current),
    fromDetail: (detail) => {
      for (const [id, name] of guestNames(detail)) names.current.set(id, name);
      return { version: detail.version, values: valuesOf(detail) };
    },
    save: async (values, version) => {
      const body = bodyOf(values, event?.extendedProps.timeZone ?? browserTimeZone());
      const answer = await save.mutateAsync({
        id: event?.id,
        body,
        scope: scope.current,
        occurrenceStart: event?.extendedProps.occurrenceStart,
        version: event ? version : undefined,
      });
      return answer.event;
    },
    onSaved: (saved) => onSaved(saved.title),
    onTakeTheirs,
    onError: (error) => onError((error as Error).message),
  });
  const submit = (values: EventFormValues, chosen?: RecurrenceScope) => {
    scope.current = chosen;
    return conflict.submit(values).catch((error: Error) => onError(error.message));
  };
  return { submit, dialog: conflict.dialog, isPending: save.isPending, save };
}
