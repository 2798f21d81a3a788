import type { CalendarEventUpdateData } from '@app/contracts/calendar';
import type { Queryable } from '../../db/client.ts';
import {
  deleteEvent,
  type EventRow,
  type EventWrite,
  findOverrides,
  moveOverride,
} from './calendar.repository.ts';
import { instantText, occurrenceOf, writeOf } from './calendar-event-write.ts';
import { isOccurrence, ruleShifted, seriesMove } from './calendar-recurrence.ts';

/**
 * A change of a whole series ("all"), from one of its occurrences (`occurrenceStart`; the first when
 * none is given) as the person dragged or edited it (docs/calendar.md, "Moving a series"):
 *
 * - the series moves by the distance that occurrence moved, on the wall clock of its zone: its start,
 *   and, when the rule sent is the stored one, the rule's BYDAY weekdays by the same number of days
 *   and its UNTIL, so every occurrence moves alike and the first one is still an occurrence;
 *   a rule the person changed is taken as written;
 * - the skipped occurrences (exdates) move with it and are kept while they are occurrences of the
 *   new series; an occurrence changed on its own stays attached to its moved slot: if it still sat at
 *   its slot it moves too, if it was moved by hand it keeps the time it was given. One whose slot is
 *   not an occurrence of the new series any more (the rule changed, or all-day became timed) is
 *   deleted, as the series would show that occurrence again beside it.
 *
 * Returns the series' new row; the overrides are written here, in the caller's transaction.
 */
export async function wholeSeriesChange(
  tx: Queryable,
  row: EventRow & { rrule: string },
  data: CalendarEventUpdateData,
): Promise<EventWrite> {
  const asked = writeOf(data);
  const from = data.occurrenceStart ? occurrenceOf(row, data.occurrenceStart) : row.start;
  const sameKind = asked.allDay === row.allDay;
  const move = sameKind ? seriesMove(row, from, asked.start) : null;
  const shift = move ? move.shift : (instant: number) => instant + asked.start - from;
  const start = shift(row.start);
  const keepsRule = asked.rrule === row.rrule;
  const rrule = keepsRule && move ? ruleShifted(row.rrule, move.days, move.shift) : asked.rrule;
  const write = writeOf({
    ...data,
    start: instantText(start),
    end: instantText(start + asked.end - asked.start),
    extendedProps: { ...data.extendedProps, rrule },
  });
  const slotOf = (instant: number) => (keepsRule && sameKind ? shift(instant) : instant);
  const stillOccurs = (instant: number) =>
    write.rrule !== null && sameKind && isOccurrence({ ...write, rrule: write.rrule }, instant);
  write.exdates = row.exdates.map(slotOf).filter(stillOccurs);
  for (const override of await findOverrides(tx, row.id)) {
    const slot = slotOf(override.originalStart);
    if (!stillOccurs(slot)) {
      await deleteEvent(tx, override.id);
      continue;
    }
    if (!write.exdates.includes(slot)) write.exdates.push(slot);
    const atItsSlot = override.start === override.originalStart;
    const duration = override.end - override.start;
    await moveOverride(tx, {
      ...override,
      start: atItsSlot ? slot : override.start,
      end: atItsSlot ? slot + duration : override.end,
      originalStart: slot,
    });
  }
  return write;
}
