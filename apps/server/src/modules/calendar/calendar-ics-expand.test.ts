import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

/**
 * The .ics export read back by a calendar library no one here wrote (ical.js, as Thunderbird uses it)
 * and expanded: every occurrence a client would show must be one the app shows, at the same time,
 * under the same title, and no more.
 */

type Listed = { title: string; start: string; end: string; allDay: boolean };

const url = '/api/apps/calendar';
const from = '2031-03-01T00:00:00Z';
const to = '2031-06-01T00:00:00Z';
const key = (title: string, start: string, end: string) => `${start} ${end} ${title}`;
const timeText = (time: InstanceType<typeof ICAL.Time>) =>
  time.isDate ? time.toString() : time.toJSDate().toISOString();

/**
 * Every occurrence that starts in [from, to) of the file's events whose title starts with `titled`
 * (the test app also holds the demo month), series expanded with their overrides.
 */
function expandIcs(text: string, titled: string): string[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
  const overrides = events.filter((e) => e.isRecurrenceException());
  const out: string[] = [];
  const end = ICAL.Time.fromDateTimeString(to.replace('Z', ''));
  for (const event of events) {
    if (event.isRecurrenceException()) continue;
    if (!event.isRecurring()) {
      out.push(key(event.summary, timeText(event.startDate), timeText(event.endDate)));
      continue;
    }
    for (const o of overrides.filter((x) => x.uid === event.uid)) event.relateException(o);
    const it = event.iterator();
    for (let next = it.next(); next && next.compare(end) < 0; next = it.next()) {
      const d = event.getOccurrenceDetails(next);
      out.push(key(d.item.summary, timeText(d.startDate), timeText(d.endDate)));
    }
  }
  return out.filter((k) => k >= from.slice(0, 10) && k.split(' ')[2].startsWith(titled)).sort();
}

describe('calendar .ics export, expanded by ical.js', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const create = async (title: string, start: string, end: string, props: Record<string, unknown>) => {
    const body = {
      title,
      start,
      end,
      allDay: start.length === 10,
      url: '',
      extendedProps: { guests: [], ...props },
    };
    const res = await call(t, 'POST', url, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().event as Listed & { id: number; extendedProps: Record<string, unknown> };
  };
  const put = async (id: number, body: Record<string, unknown>) => {
    const res = await call(t, 'PUT', `${url}/${id}`, body);
    expect(res.statusCode, res.body).toBe(201);
  };
  const appOccurrences = async (calendar: string, titled: string) => {
    const res = await call(t, 'GET', `${url}?calendars=${calendar}&start=${from}&end=${to}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Listed[])
      .filter((e) => e.title.startsWith(titled) && e.start >= from.slice(0, 10))
      .map((e) => key(e.title, e.start, e.end))
      .sort();
  };
  const exported = async (calendar: string) => {
    const res = await call(t, 'GET', `${url}/export.ics?calendars=${calendar}`);
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('gives the occurrences the app shows for a series moved by a drag, with overrides and a skipped day', async () => {
    // Tuesdays 09:00 in Paris, over the change to summer time (30 March 2031).
    const props = { calendar: 'Business', timeZone: 'Europe/Paris', rrule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=8' };
    const series = await create('Weekly', '2031-03-04T08:00:00Z', '2031-03-04T09:00:00Z', props);
    const edit = (title: string, start: string, end: string, scope: string, occurrenceStart: string) =>
      put(series.id, {
        title,
        start,
        end,
        allDay: false,
        url: '',
        extendedProps: { guests: [], ...props },
        scope,
        occurrenceStart,
      });
    // One occurrence moved by hand to 15:00, one renamed where it is, one deleted.
    await edit(
      'Weekly, afternoon',
      '2031-03-11T14:00:00Z',
      '2031-03-11T15:00:00Z',
      'this',
      '2031-03-11T08:00:00Z',
    );
    await edit(
      'Weekly with guests',
      '2031-03-18T08:00:00Z',
      '2031-03-18T09:00:00Z',
      'this',
      '2031-03-18T08:00:00Z',
    );
    const skip = await call(
      t,
      'DELETE',
      `${url}/${series.id}?scope=this&occurrenceStart=2031-03-25T08:00:00Z`,
    );
    expect(skip.statusCode).toBe(204);
    // The occurrence of Tuesday 1 April (summer time: 07:00 UTC) dragged to Thursday 3 April, "all".
    await edit('Weekly', '2031-04-03T07:00:00Z', '2031-04-03T08:00:00Z', 'all', '2031-04-01T07:00:00Z');

    const app = await appOccurrences('Business', 'Weekly');
    expect(app).toEqual([
      key('Weekly', '2031-03-06T08:00:00.000Z', '2031-03-06T09:00:00.000Z'),
      key('Weekly, afternoon', '2031-03-11T14:00:00.000Z', '2031-03-11T15:00:00.000Z'),
      key('Weekly with guests', '2031-03-20T08:00:00.000Z', '2031-03-20T09:00:00.000Z'),
      key('Weekly', '2031-04-03T07:00:00.000Z', '2031-04-03T08:00:00.000Z'),
      key('Weekly', '2031-04-10T07:00:00.000Z', '2031-04-10T08:00:00.000Z'),
      key('Weekly', '2031-04-17T07:00:00.000Z', '2031-04-17T08:00:00.000Z'),
      key('Weekly', '2031-04-24T07:00:00.000Z', '2031-04-24T08:00:00.000Z'),
    ]);
    const ics = await exported('Business');
    expect(ics).toContain('RRULE:FREQ=WEEKLY;BYDAY=TH;COUNT=8');
    expect(ics).toContain('DTSTART;TZID=Europe/Paris:20310306T090000');
    expect(ics).toContain('RECURRENCE-ID;TZID=Europe/Paris:20310313T090000');
    expect(ics).toContain('RECURRENCE-ID;TZID=Europe/Paris:20310320T090000');
    // One UID for the series and its overrides; the skipped day alone in EXDATE.
    const mine = new ICAL.Component(ICAL.parse(ics))
      .getAllSubcomponents('vevent')
      .map((c) => new ICAL.Event(c))
      .filter((e) => e.summary.startsWith('Weekly'));
    expect(mine).toHaveLength(3);
    expect(new Set(mine.map((e) => e.uid)).size).toBe(1);
    expect(ics.replace(/\r\n /g, '')).toMatch(/EXDATE:20310327T080000Z\r\n/);
    expect(expandIcs(ics, 'Weekly')).toEqual(app);
  });

  it('starts a series the rule skips on its first day at its first occurrence, with no meeting more', async () => {
    // What the page used to send: a Tuesday start with Sunday picked.
    await create('Skipped start', '2031-03-04T10:00:00Z', '2031-03-04T11:00:00Z', {
      calendar: 'Family',
      timeZone: 'America/New_York',
      rrule: 'FREQ=WEEKLY;BYDAY=SU;COUNT=4',
    });
    const app = await appOccurrences('Family', 'Skipped');
    expect(app).toHaveLength(4);
    // 05:00 in New York, on the first Sunday (summer time begins that night: 09:00 UTC).
    expect(app[0]).toMatch(/^2031-03-09T09:00/);
    const ics = await exported('Family');
    // RFC 5545 counts DTSTART as an occurrence whatever the rule: Outlook and Google would add the Tuesday.
    expect(ics).toContain('DTSTART;TZID=America/New_York:20310309T050000');
    expect(expandIcs(ics, 'Skipped')).toEqual(app);
  });

  it('expands an all-day series moved a day later with its skipped day, as dates', async () => {
    const props = { calendar: 'Holiday', rrule: 'FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20310331T235959Z' };
    const series = await create('Market', '2031-03-03', '2031-03-04', props);
    const skip = await call(t, 'DELETE', `${url}/${series.id}?scope=this&occurrenceStart=2031-03-12`);
    expect(skip.statusCode).toBe(204);
    await put(series.id, {
      title: 'Market',
      start: '2031-03-06',
      end: '2031-03-07',
      allDay: true,
      url: '',
      extendedProps: { guests: [], ...props },
      scope: 'all',
      occurrenceStart: '2031-03-05',
    });
    const app = await appOccurrences('Holiday', 'Market');
    expect(app.map((k) => k.slice(0, 10))).toEqual([
      '2031-03-04',
      '2031-03-06',
      '2031-03-11',
      '2031-03-18',
      '2031-03-20',
      '2031-03-25',
      '2031-03-27',
      // UNTIL moved a day later too: the last Monday (31 March) became Tuesday 1 April.
      '2031-04-01',
    ]);
    expect(expandIcs(await exported('Holiday'), 'Market')).toEqual(app);
  });
});
