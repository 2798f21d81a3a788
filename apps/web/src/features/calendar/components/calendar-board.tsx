import type { CalendarEvent, CalendarName } from '@app/contracts/calendar';
import type {
  DayCellMountArg,
  EventClickArg,
  EventContentArg,
  EventDropArg,
  EventSourceFuncArg,
} from '@fullcalendar/core';
import arLocale from '@fullcalendar/core/locales/ar';
import frLocale from '@fullcalendar/core/locales/fr';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg, type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import Box from '@mui/material/Box';
import { alpha, type Theme, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { solidTint } from '@/lib/solid-tint';
import { eventsQueryOptions } from '../api/get-events';
import { CALENDAR_COLORS } from '../calendar-colors';

const LOCALES = [frLocale, arLocale];

export type Moved = {
  event: CalendarEvent;
  start: string;
  end: string | null;
  allDay: boolean;
  revert: () => void;
};

type Props = {
  calendarRef: RefObject<FullCalendar | null>;
  calendars: CalendarName[];
  onDayClick: (date: Date, allDay: boolean) => void;
  onEventClick: (event: CalendarEvent) => void;
  onMoved: (move: Moved) => void;
  onDatesSet: (start: Date, end: Date) => void;
  onError: (message: string) => void;
};

const toEvent = (e: { id: string; extendedProps: Record<string, unknown> }) =>
  e.extendedProps.source as CalendarEvent;

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];

/**
 * A month cell's event as one element, the title, with the time drawn before it by CSS, instead of
 * FullCalendar's five nested boxes: the month grid renders and measures every event of the month,
 * hidden ones included, so the boxes per event are what 1,000 events cost (docs/calendar.md). `dir`
 * auto lets an English title in the Arabic page cut its end, not its beginning.
 */
const monthEventContent = (
  arg: EventContentArg,
  h: (tag: string, props: Record<string, unknown>, child: string) => unknown,
) =>
  h(
    'span',
    { className: 'month-event', dir: 'auto', 'data-time': arg.timeText || undefined },
    arg.event.title,
  );

/**
 * A month cell is a grid cell that FullCalendar names by its day number (aria-labelledby), while it also
 * shows the day's events: its name would leave out most of what it shows (WCAG 2.5.3). Without the
 * reference it is named by its content, the number and the events.
 */
const nameCellByContent = (arg: DayCellMountArg) => arg.el.removeAttribute('aria-labelledby');

type NavUnit = 'day' | 'week' | 'month';

/**
 * FullCalendar's prev and next buttons hold an unnamed `role="img"` icon: a blank text instead (the
 * chevron is drawn below), and the name, "Previous month" in the reader's language, set by
 * `nameNavButtons` from the hint FullCalendar puts in their title.
 */
const NAV_TEXT = { prev: ' ', next: ' ' };

/**
 * Names the prev and next buttons (aria-label) after their hint: a title alone is not a name every
 * screen reader reads. FullCalendar rewrites the title for each view (day, week, month) and leaves
 * attributes it does not own, so this runs after each change of dates or view.
 */
function nameNavButtons(root: HTMLElement | null) {
  for (const button of root?.querySelectorAll<HTMLButtonElement>('.fc-prev-button, .fc-next-button') ?? []) {
    if (button.title) button.setAttribute('aria-label', button.title);
  }
}

const chevron = (d: string) =>
  `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='${d}'/%3E%3C/svg%3E")`;
const LEFT = chevron('M15 6l-6 6l6 6');
const RIGHT = chevron('M9 6l6 6l-6 6');

/** The chevrons of the prev and next buttons, pointing back and forth in either direction. */
const navChevrons = {
  '& .fc .fc-prev-button::before, & .fc .fc-next-button::before': {
    content: '""',
    display: 'inline-block',
    width: '1.5em',
    height: '1.5em',
    verticalAlign: 'middle',
    backgroundColor: 'currentColor',
    mask: `${LEFT} center / 1.15em no-repeat`,
  },
  '& .fc-direction-ltr .fc-next-button::before, & .fc-direction-rtl .fc-prev-button::before': {
    maskImage: RIGHT,
  },
};

/** A calendar's events: its colour on a solid tint of it, readable in the today cell too. */
const eventColours = (theme: Theme) =>
  Object.values(CALENDAR_COLORS).map((c) => ({
    [`& .event-${c}`]: {
      backgroundColor: solidTint(theme, theme.palette[c].main),
      color: theme.palette[c].main,
      borderColor: 'transparent',
      '& .fc-event-main, & .fc-event-time, & .fc-event-title': { color: theme.palette[c].main },
      '& .fc-list-event-dot': { borderColor: theme.palette[c].main },
      '&.fc-daygrid-dot-event .fc-daygrid-event-dot': { borderColor: theme.palette[c].main },
    },
  }));

/** FullCalendar with the app's events, colours, language, direction and dark mode. */
export default function CalendarBoard(props: Props) {
  const { calendars, calendarRef } = props;
  // The handlers change with the page's state; FullCalendar reads the latest through this ref, so
  // that a render of the page (the date picker following `datesSet`) never re-renders the calendar.
  const latest = useRef(props);
  latest.current = props;
  const box = useRef<HTMLDivElement | null>(null);
  // FullCalendar's first `datesSet` comes from its own mount, before React has attached `box` (a
  // child's mount runs before its parent's ref): the buttons are named once the board is in place too.
  useLayoutEffect(() => nameNavButtons(box.current));
  const theme = useTheme();
  const { t, i18n } = useTranslation('calendar');
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const queryClient = useQueryClient();
  const key = calendars.join(',');

  // A new function when the filters change makes FullCalendar fetch again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `calendars`.
  const events = useCallback(
    (info: EventSourceFuncArg) => {
      if (calendars.length === 0) return Promise.resolve([]);
      const query = { calendars, start: info.start.toISOString(), end: info.end.toISOString() };
      return queryClient.fetchQuery(eventsQueryOptions(query)).then(
        (list) =>
          list.map((e) => ({
            id: String(e.id),
            title: e.title,
            start: e.start,
            end: e.end,
            allDay: e.allDay,
            url: undefined,
            editable: e.extendedProps.isOwner,
            classNames: [
              `event-${CALENDAR_COLORS[e.extendedProps.calendar]}`,
              ...(e.extendedProps.myResponse === 'declined' ? ['event-declined'] : []),
            ],
            extendedProps: { source: e },
          })),
        (error: Error) => {
          latest.current.onError(error.message);
          throw error;
        },
      );
    },
    [key, queryClient],
  );

  const language = i18n.language;
  const direction = i18n.dir(language);
  // Every render of <FullCalendar> resets its options and re-renders every event: it renders again
  // only when what it shows changes.
  const calendar = useMemo(() => {
    const moved = (arg: EventDropArg | EventResizeDoneArg) => {
      const e = arg.event;
      latest.current.onMoved({
        event: toEvent(e),
        start: e.startStr,
        end: e.endStr || null,
        allDay: e.allDay,
        revert: arg.revert,
      });
    };
    return (
      <FullCalendar
        ref={calendarRef}
        plugins={PLUGINS}
        initialView="dayGridMonth"
        locales={LOCALES}
        locale={language}
        direction={direction}
        headerToolbar={
          narrow
            ? { start: 'prev,next', center: 'title', end: 'dayGridMonth,listMonth' }
            : { start: 'prev,next title', end: 'today dayGridMonth,timeGridWeek,timeGridDay,listMonth' }
        }
        height="auto"
        events={events}
        editable
        eventResizableFromStart
        dayMaxEvents={3}
        eventDisplay="block"
        views={{ dayGridMonth: { eventContent: monthEventContent } }}
        // At 390 px a month cell fits a few letters: the title says more than the time.
        displayEventTime={!narrow}
        navLinks
        navLinkHint={(date: string) => t('board.goTo', { date })}
        buttonText={NAV_TEXT}
        buttonHints={{
          prev: (_text: string, unit: NavUnit) => t(`board.previous.${unit}`),
          next: (_text: string, unit: NavUnit) => t(`board.next.${unit}`),
        }}
        dayCellDidMount={nameCellByContent}
        nowIndicator
        dateClick={(arg: DateClickArg) => latest.current.onDayClick(arg.date, arg.allDay)}
        eventClick={(arg: EventClickArg) => {
          arg.jsEvent.preventDefault();
          latest.current.onEventClick(toEvent(arg.event));
        }}
        eventDrop={moved}
        eventResize={moved}
        datesSet={(arg) => {
          nameNavButtons(box.current);
          latest.current.onDatesSet(arg.view.currentStart, arg.view.currentEnd);
        }}
      />
    );
  }, [calendarRef, events, language, direction, narrow, t]);

  const paper = theme.palette.background.paper;
  return (
    <Box
      ref={box}
      sx={[
        {
          height: '100%',
          '--fc-border-color': theme.palette.divider,
          '--fc-page-bg-color': paper,
          '--fc-neutral-bg-color': theme.palette.action.hover,
          '--fc-list-event-hover-bg-color': theme.palette.action.hover,
          '--fc-today-bg-color': alpha(theme.palette.primary.main, 0.08),
          '--fc-button-bg-color': alpha(theme.palette.primary.main, 0.12),
          '--fc-button-border-color': 'transparent',
          '--fc-button-text-color': theme.palette.primary.main,
          '--fc-button-hover-bg-color': alpha(theme.palette.primary.main, 0.2),
          '--fc-button-hover-border-color': 'transparent',
          '--fc-button-active-bg-color': theme.palette.primary.main,
          '--fc-button-active-border-color': 'transparent',
          '--fc-event-border-color': 'transparent',
          color: 'text.primary',
          '& .fc .fc-button-primary:not(:disabled).fc-button-active': {
            color: theme.palette.primary.contrastText,
          },
          '& .fc .fc-button': { textTransform: 'capitalize', fontSize: '0.875rem', boxShadow: 'none' },
          '& .fc .fc-toolbar-title': { fontSize: { xs: '1.05rem', sm: '1.375rem' }, fontWeight: 500 },
          '& .fc .fc-toolbar': { flexWrap: 'wrap', gap: 1 },
          '& .fc a': { color: 'inherit' },
          '& .fc-event': { cursor: 'pointer', px: 0.5, borderRadius: 1 },
          '& .fc-daygrid-block-event .month-event': {
            display: 'block',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          },
          '& .month-event[data-time]::before': { content: 'attr(data-time) " "', fontWeight: 600 },
          // At 390 px a day is about 48 px wide: a title on one line would show three letters, so
          // it wraps (at most three lines, broken inside a long word only when it must).
          [theme.breakpoints.down('sm')]: {
            '& .fc .fc-daygrid-block-event': { px: '1px' },
            '& .fc-daygrid-block-event .month-event': {
              whiteSpace: 'normal',
              overflowWrap: 'anywhere',
              hyphens: 'auto',
              fontSize: '0.625rem',
              lineHeight: 1.3,
              display: '-webkit-box',
              WebkitBoxOrient: 'vertical',
              WebkitLineClamp: 3,
            },
          },
          // Other months' days on a grey shade, their number in a readable grey (FullCalendar fades the
          // number to 30%, 1.7:1).
          '& .fc .fc-daygrid-day.fc-day-other': { backgroundColor: theme.palette.action.hover },
          '& .fc .fc-day-other .fc-daygrid-day-top': { opacity: 1, color: theme.palette.text.secondary },
          // A declined event struck through in a dashed frame, not faded: its title stays readable.
          '& .fc-event.event-declined': {
            textDecoration: 'line-through',
            borderStyle: 'dashed',
            borderColor: 'currentColor',
          },
          '& .fc .fc-list-day-cushion': { backgroundColor: theme.palette.action.hover },
          '& .fc .fc-popover': { backgroundColor: paper, boxShadow: theme.shadows[6] },
        },
        navChevrons,
        ...eventColours(theme),
      ]}
    >
      {calendar}
    </Box>
  );
}
