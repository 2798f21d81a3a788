import {
  type CalendarEvent,
  type CalendarEventBody,
  type CalendarName,
  calendarNames,
  type RecurrenceScope,
} from '@app/contracts/calendar';
import type FullCalendar from '@fullcalendar/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Drawer from '@mui/material/Drawer';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { IconMenu2 } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { HiddenPageTitle } from '@/components/hidden-page-title';
import { useToast } from '@/components/toast/use-toast';
import { ApiError } from '@/lib/api-client';
import { useDeleteEvent } from '../api/event-mutations';
import { downloadIcs } from '../api/export-ics';
import { type EventFormValues, emptyValues, valuesOf } from '../calendar-event-form';
import type { Moved } from './calendar-board';
import { CalendarSidebar } from './calendar-sidebar';
import { EventDrawer } from './event-drawer';
import { ScopeDialog } from './scope-dialog';
import { useEventSave } from './use-event-save';

// FullCalendar is the heaviest part of the page: a chunk of its own, loaded with the calendar.
const CalendarBoard = lazy(() => import('./calendar-board'));

/** First day of the week per language (FullCalendar's locales say the same: fr Monday, ar Saturday). */
const FIRST_DAY: Record<string, number> = { en: 0, fr: 1, ar: 6 };

type ScopeAsk = {
  kind: 'edit' | 'delete';
  run: (scope: RecurrenceScope) => Promise<unknown>;
  cancel?: () => void;
};

const movedBody = (
  e: CalendarEvent,
  start: string,
  end: string | null,
  allDay: boolean,
): CalendarEventBody => ({
  title: e.title,
  start,
  end,
  allDay,
  url: e.url,
  extendedProps: {
    calendar: e.extendedProps.calendar,
    guests: e.extendedProps.guests,
    location: e.extendedProps.location,
    description: e.extendedProps.description,
    timeZone: e.extendedProps.timeZone,
    rrule: e.extendedProps.rrule,
  },
});

export function CalendarPage() {
  const { t, i18n } = useTranslation('calendar');
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'));
  const { notify } = useToast();
  const calendarRef = useRef<FullCalendar | null>(null);
  const [selected, setSelected] = useState<CalendarName[]>([...calendarNames]);
  const [date, setDate] = useState(() => new Date());
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [drawer, setDrawer] = useState<{
    open: boolean;
    event: CalendarEvent | null;
    initial: EventFormValues;
  }>(() => ({
    open: false,
    event: null,
    initial: emptyValues(new Date(), true),
  }));
  const [drawerError, setDrawerError] = useState<string | null>(null);
  const [ask, setAsk] = useState<ScopeAsk | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const remove = useDeleteEvent();
  const refetch = useCallback(() => calendarRef.current?.getApi().refetchEvents(), []);
  const firstDay = FIRST_DAY[i18n.language] ?? 0;

  const openNew = (day: Date, allDay: boolean) => {
    setDrawerError(null);
    setDrawer({ open: true, event: null, initial: emptyValues(day, allDay) });
  };
  const openEvent = (event: CalendarEvent) => {
    setDrawerError(null);
    setDrawer({ open: true, event, initial: valuesOf(event) });
  };
  const closeDrawer = () => setDrawer((d) => ({ ...d, open: false }));

  const editing = useEventSave({
    event: drawer.event,
    initial: drawer.initial,
    onSaved: (title) => {
      closeDrawer();
      refetch();
      notify(t(drawer.event ? 'toast.updated' : 'toast.added', { title }));
    },
    onTakeTheirs: (values) => setDrawer((d) => ({ ...d, initial: values })),
    // A refused save may mean the event changed meanwhile: the calendar shows it as it is now.
    onError: (message) => {
      setDrawerError(message);
      refetch();
    },
  });
  const save = editing.save;
  const onSave = (values: EventFormValues) => {
    setDrawerError(null);
    const run = (scope?: RecurrenceScope) => editing.submit(values, scope);
    if (drawer.event?.extendedProps.rrule) setAsk({ kind: 'edit', run });
    else void run();
  };

  /** Deletes the event (one occurrence or more, by `body`), then closes the drawer or shows why not. */
  const deleteEvent = (title: string, body: Parameters<typeof remove.mutateAsync>[0]) =>
    remove.mutateAsync(body).then(
      () => {
        setConfirmDelete(false);
        closeDrawer();
        refetch();
        notify(t('toast.deleted', { title }));
      },
      (error: Error) => {
        setConfirmDelete(false);
        setDrawerError(error.message);
      },
    );

  const onDelete = () => {
    const event = drawer.event;
    if (!event) return;
    const run = (scope?: RecurrenceScope) =>
      deleteEvent(event.title, { id: event.id, scope, occurrenceStart: event.extendedProps.occurrenceStart });
    if (event.extendedProps.rrule) setAsk({ kind: 'delete', run });
    else setConfirmDelete(true);
  };

  const onMoved = useCallback(
    ({ event, start, end, allDay, revert }: Moved) => {
      const run = (scope?: RecurrenceScope) =>
        save
          .mutateAsync({
            id: event.id,
            body: movedBody(event, start, end, allDay),
            scope,
            occurrenceStart: event.extendedProps.occurrenceStart,
            version: event.version,
          })
          .then(
            () => {
              refetch();
              notify(t('toast.moved', { title: event.title }));
            },
            (error: Error) => {
              revert();
              // Someone else saved it meanwhile: show it as saved now rather than compare a drag.
              if (error instanceof ApiError && error.status === 409) {
                refetch();
                notify(t('toast.moveConflict', { title: event.title }), 'error');
              } else notify(t('toast.moveRefused', { reason: error.message }), 'error');
            },
          );
      if (event.extendedProps.rrule) setAsk({ kind: 'edit', run, cancel: revert });
      else void run();
    },
    [save, notify, t, refetch],
  );
  const onError = useCallback(
    (message: string) => notify(t('toast.loadFailed', { reason: message }), 'error'),
    [notify, t],
  );

  // The picker keeps the chosen day while the big calendar shows it; paging away moves it along.
  const onDatesSet = useCallback(
    (start: Date, end: Date) => setDate((d) => (d >= start && d < end ? d : start)),
    [],
  );
  const goTo = (day: Date) => {
    setDate(day);
    calendarRef.current?.getApi().gotoDate(day);
    setSidebarOpen(false);
  };
  const exportIcs = () =>
    downloadIcs(selected).catch((error: Error) =>
      notify(t('toast.exportFailed', { reason: error.message }), 'error'),
    );

  const sidebar = (
    <CalendarSidebar
      selected={selected}
      onSelectedChange={setSelected}
      date={date}
      firstDay={firstDay}
      onDateChange={goTo}
      onAdd={() => openNew(date, true)}
      onExport={exportIcs}
    />
  );
  return (
    <>
      <HiddenPageTitle>{t('title')}</HiddenPageTitle>
      <Card sx={{ display: 'flex', minHeight: 640, overflow: 'visible' }}>
        {wide ? (
          <Box
            component="aside"
            aria-label={t('sidebar.label')}
            sx={{ width: 280, flexShrink: 0, borderInlineEnd: 1, borderColor: 'divider' }}
          >
            {sidebar}
          </Box>
        ) : (
          <Drawer
            open={sidebarOpen}
            onClose={() => setSidebarOpen(false)}
            slotProps={{ paper: { sx: { width: 290 } } }}
          >
            <Box component="aside" aria-label={t('sidebar.label')}>
              {sidebar}
            </Box>
          </Drawer>
        )}
        <Box sx={{ flex: 1, minWidth: 0, p: { xs: 1.5, sm: 3 } }}>
          {!wide && (
            <Button
              startIcon={<IconMenu2 size={18} />}
              onClick={() => setSidebarOpen(true)}
              sx={{ mb: 1 }}
              color="secondary"
            >
              {t('sidebar.open')}
            </Button>
          )}
          <Suspense fallback={<Skeleton variant="rounded" height={560} aria-label={t('loading')} />}>
            <CalendarBoard
              calendarRef={calendarRef}
              calendars={selected}
              onDayClick={openNew}
              onEventClick={openEvent}
              onMoved={onMoved}
              onDatesSet={onDatesSet}
              onError={onError}
            />
          </Suspense>
        </Box>
      </Card>
      <EventDrawer
        open={drawer.open}
        event={drawer.event}
        initial={drawer.initial}
        pending={save.isPending || remove.isPending}
        error={drawerError}
        onSave={onSave}
        onDelete={onDelete}
        onClose={closeDrawer}
      />
      {editing.dialog}
      <ScopeDialog
        open={ask !== null}
        kind={ask?.kind ?? 'edit'}
        pending={save.isPending || remove.isPending}
        onChoose={(scope) => {
          const current = ask;
          setAsk(null);
          void current?.run(scope);
        }}
        onClose={() => {
          ask?.cancel?.();
          setAsk(null);
        }}
      />
      <ConfirmDialog
        open={confirmDelete}
        title={t('confirmDelete.title')}
        description={t('confirmDelete.description', { title: drawer.event?.title ?? '' })}
        confirmLabel={t('actions.delete')}
        color="error"
        pending={remove.isPending}
        onConfirm={() => {
          const event = drawer.event;
          if (event) void deleteEvent(event.title, { id: event.id });
        }}
        onClose={() => setConfirmDelete(false)}
      />
    </>
  );
}
