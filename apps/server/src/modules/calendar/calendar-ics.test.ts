import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

type Property = { name: string; params: Record<string, string>; value: string };
type Component = { name: string; props: Property[]; children: Component[] };

/** RFC 5545 read back line by line: unfolded, split into nested components and their properties. */
function parseIcs(text: string): Component {
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  const root: Component = { name: 'ROOT', props: [], children: [] };
  const stack = [root];
  for (const line of lines) {
    const colon = line.indexOf(':');
    const [name, ...params] = line.slice(0, colon).split(';');
    const value = line.slice(colon + 1);
    const top = stack[stack.length - 1];
    if (name === 'BEGIN') {
      const child: Component = { name: value, props: [], children: [] };
      top.children.push(child);
      stack.push(child);
    } else if (name === 'END') {
      expect(top.name, `END:${value} closes ${top.name}`).toBe(value);
      stack.pop();
    } else {
      top.props.push({ name, params: Object.fromEntries(params.map((p) => p.split('=', 2))), value });
    }
  }
  expect(stack, 'every BEGIN has its END').toHaveLength(1);
  return root.children[0];
}

const prop = (c: Component, name: string) => c.props.find((p) => p.name === name);
const children = (c: Component, name: string) => c.children.filter((x) => x.name === name);

describe('calendar .ics export', () => {
  let t: TestApp;
  let calendar: Component;
  const event = (title: string) => {
    const found = children(calendar, 'VEVENT').find((e) => prop(e, 'SUMMARY')?.value === title);
    if (!found) throw new Error(`no VEVENT ${title}`);
    return found;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const add = async (title: string, start: string, end: string, props: Record<string, unknown>) => {
      const body = {
        title,
        start,
        end,
        allDay: start.length === 10,
        url: '',
        extendedProps: { calendar: 'Family', guests: [], ...props },
      };
      const res = await call(t, 'POST', '/api/apps/calendar', body);
      expect(res.statusCode, res.body).toBe(201);
    };
    await add('Paris series', '2031-03-04T08:00:00Z', '2031-03-04T09:00:00Z', {
      timeZone: 'Europe/Paris',
      rrule: 'FREQ=WEEKLY;COUNT=8',
    });
    await add('New York call', '2031-03-10T14:00:00Z', '2031-03-10T15:00:00Z', {
      timeZone: 'America/New_York',
    });
    await add('Calcutta call', '2031-03-10T09:00:00Z', '2031-03-10T10:00:00Z', { timeZone: 'Asia/Calcutta' });
    await add('UTC call', '2031-03-11T09:00:00Z', '2031-03-11T10:00:00Z', { timeZone: 'UTC' });
    await add('Holiday', '2031-03-12', '2031-03-13', { timeZone: 'Europe/Paris' });
    const res = await call(t, 'GET', '/api/apps/calendar/export.ics?calendars=Family');
    expect(res.statusCode).toBe(200);
    calendar = parseIcs(res.body);
  });
  afterAll(() => t.close());

  it('writes each timed event in its zone, aliases under their canonical name', () => {
    expect(calendar.name).toBe('VCALENDAR');
    expect(prop(event('Paris series'), 'DTSTART')).toMatchObject({
      params: { TZID: 'Europe/Paris' },
      value: '20310304T090000',
    });
    // 10 March 2031 is after the US change to summer time (9 March): 14:00 UTC is 10:00 EDT.
    expect(prop(event('New York call'), 'DTSTART')).toMatchObject({
      params: { TZID: 'America/New_York' },
      value: '20310310T100000',
    });
    expect(prop(event('New York call'), 'DTEND')?.value).toBe('20310310T110000');
    expect(prop(event('Calcutta call'), 'DTSTART')).toMatchObject({
      params: { TZID: 'Asia/Kolkata' },
      value: '20310310T143000',
    });
    expect(prop(event('UTC call'), 'DTSTART')).toMatchObject({ params: {}, value: '20310311T090000Z' });
    expect(prop(event('Holiday'), 'DTSTART')).toMatchObject({ params: { VALUE: 'DATE' }, value: '20310312' });
  });

  it('holds one VTIMEZONE for every TZID the events name, with its offsets', () => {
    const zones = children(calendar, 'VTIMEZONE');
    const named = new Set(
      children(calendar, 'VEVENT').flatMap((e) =>
        e.props.map((p) => p.params.TZID).filter((z): z is string => Boolean(z)),
      ),
    );
    expect([...named].sort()).toEqual(['America/New_York', 'Asia/Kolkata', 'Europe/Paris']);
    expect(zones.map((z) => prop(z, 'TZID')?.value).sort()).toEqual([...named].sort());

    const paris = zones.find((z) => prop(z, 'TZID')?.value === 'Europe/Paris') as Component;
    const offsets = (kind: string) =>
      children(paris, kind).map((c) => `${prop(c, 'TZOFFSETFROM')?.value}>${prop(c, 'TZOFFSETTO')?.value}`);
    expect(offsets('DAYLIGHT')).toContain('+0100>+0200');
    expect(offsets('STANDARD')).toContain('+0200>+0100');
    for (const part of [...children(paris, 'DAYLIGHT'), ...children(paris, 'STANDARD')]) {
      expect(prop(part, 'DTSTART')?.value).toMatch(/^\d{8}T\d{6}$/);
      expect(prop(part, 'RRULE')?.value).toMatch(/^FREQ=YEARLY;BYMONTH=(3|10);BYDAY=-1SU$/);
    }
    const kolkata = zones.find((z) => prop(z, 'TZID')?.value === 'Asia/Kolkata') as Component;
    expect(prop(children(kolkata, 'STANDARD')[0], 'TZOFFSETTO')?.value).toBe('+0530');
  });
});
