import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signedInUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

type Event = {
  id: number;
  title: string;
  start: string;
  end: string;
  allDay: boolean;
  extendedProps: {
    calendar: string;
    guests: number[];
    rrule: string | null;
    occurrenceStart: string | null;
    isOwner: boolean;
    myResponse: string | null;
    guestList: { id: number; response: string }[];
  };
};

const url = '/api/apps/calendar';
const range = 'start=2031-03-01T00:00:00Z&end=2031-04-01T00:00:00Z';

const body = (overrides: Record<string, unknown> = {}, props: Record<string, unknown> = {}) => ({
  title: 'Design review',
  start: '2031-03-10T09:00:00Z',
  end: '2031-03-10T10:00:00Z',
  allDay: false,
  url: '',
  extendedProps: { calendar: 'Business', guests: [], location: 'Room 4', description: '', ...props },
  ...overrides,
});

describe('calendar API', () => {
  let t: TestApp;
  let other: { id: number; token: string };
  let third: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp();
    [other, third] = await Promise.all([signedInUser(t, 'author'), signedInUser(t, 'subscriber')]);
  });
  afterAll(() => t.close());

  const create = async (
    overrides: Record<string, unknown> = {},
    props: Record<string, unknown> = {},
    token = t.adminToken,
  ) => {
    const res = await call(t, 'POST', url, body(overrides, props), token);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().event as Event;
  };
  const list = async (query: string, token = t.adminToken) => {
    const res = await call(t, 'GET', `${url}?${query}`, undefined, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Event[];
  };

  it('creates an event (201 with it) and lists it in its calendar and range only', async () => {
    const event = await create({ title: 'Quarterly planning' });
    expect(event).toMatchObject({
      title: 'Quarterly planning',
      start: '2031-03-10T09:00:00.000Z',
      allDay: false,
    });
    expect(event.extendedProps).toMatchObject({ calendar: 'Business', isOwner: true, rrule: null });
    expect((await list(`calendars=Business&calendars=Holiday&${range}`)).map((e) => e.id)).toContain(
      event.id,
    );
    expect((await list(`calendars=Holiday&calendars=Family&${range}`)).map((e) => e.id)).not.toContain(
      event.id,
    );
    expect(
      (await list('calendars=Business&start=2031-05-01T00:00:00Z&end=2031-06-01T00:00:00Z')).map((e) => e.id),
    ).not.toContain(event.id);
  });

  it('keeps all-day events as dates and gives a missing end one day', async () => {
    const event = await create({ start: '2031-03-12', end: null, allDay: true }, { calendar: 'Holiday' });
    expect(event).toMatchObject({ start: '2031-03-12', end: '2031-03-13', allDay: true });
  });

  it('refuses bad input with the field and the reason', async () => {
    const cases: [Record<string, unknown>, Record<string, unknown>, string][] = [
      [{ end: '2031-03-10T08:00:00Z' }, {}, 'end'],
      [{ title: '   ' }, {}, 'title'],
      [{ start: '10/03/2031' }, {}, 'start'],
      [{ start: '2031-02-30' }, {}, 'start'],
      [{ url: 'javascript:alert(1)' }, {}, 'url'],
      [{}, { calendar: 'Work' }, 'extendedProps.calendar'],
      [{}, { timeZone: 'Mars/Olympus' }, 'extendedProps.timeZone'],
      [{}, { rrule: 'FREQ=HOURLY' }, 'extendedProps.rrule'],
      [{}, { rrule: 'FREQ=DAILY;COUNT=100000' }, 'extendedProps.rrule'],
      [{}, { guests: [999_999] }, 'extendedProps.guests'],
    ];
    for (const [overrides, props, field] of cases) {
      const res = await call(t, 'POST', url, body(overrides, props));
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(JSON.stringify(res.json()), field).toContain(field.split('.').at(-1) as string);
    }
  });

  it('refuses unknown calendars, an end before the start and a range over 400 days in the list', async () => {
    for (const query of [
      'calendars=Work',
      'calendars=Business&start=2031-03-10T00:00:00Z&end=2031-03-01T00:00:00Z',
      'calendars=Business&start=2031-01-01T00:00:00Z&end=2033-01-01T00:00:00Z',
      'start=yesterday',
    ]) {
      const res = await call(t, 'GET', `${url}?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('updates an event (201 with it); an unknown id on PUT or DELETE answers 400 Something Went Wrong', async () => {
    const event = await create();
    const res = await call(
      t,
      'PUT',
      `${url}/${event.id}`,
      body({ title: 'Moved', start: '2031-03-11T09:00:00Z', end: '2031-03-11T11:00:00Z' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().event).toMatchObject({ id: event.id, title: 'Moved', end: '2031-03-11T11:00:00.000Z' });
    for (const method of ['PUT', 'DELETE'] as const) {
      const missing = await call(t, method, `${url}/987654`, method === 'PUT' ? body() : undefined);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ message: 'Something Went Wrong' });
    }
    const bad = await call(t, 'PUT', `${url}/${event.id}`, body({ end: '2031-03-01T00:00:00Z' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('end');
  });

  it('deletes an event (204) and it is gone', async () => {
    const event = await create();
    expect((await call(t, 'DELETE', `${url}/${event.id}`)).statusCode).toBe(204);
    expect((await list(`calendars=Business&${range}`)).map((e) => e.id)).not.toContain(event.id);
    expect((await call(t, 'DELETE', `${url}/${event.id}`)).statusCode).toBe(400);
  });

  it("hides another user's event and refuses to change it as if it did not exist", async () => {
    const mine = await create({ title: 'Private' }, { calendar: 'Personal' }, other.token);
    expect((await list(`calendars=Personal&${range}`)).map((e) => e.id)).not.toContain(mine.id);
    expect((await list(`calendars=Personal&${range}`, third.token)).map((e) => e.id)).not.toContain(mine.id);
    const put = await call(t, 'PUT', `${url}/${mine.id}`, body(), third.token);
    expect(put.statusCode).toBe(400);
    expect((await call(t, 'DELETE', `${url}/${mine.id}`, undefined, third.token)).statusCode).toBe(400);
    expect((await list(`calendars=Personal&${range}`, other.token)).map((e) => e.title)).toContain('Private');
  });

  it('shows an event to its guests, who may answer but not change or delete it (403)', async () => {
    const event = await create({ title: 'Kick-off' }, { guests: [other.id, third.id] });
    expect(event.extendedProps.guests.sort()).toEqual([other.id, third.id].sort());
    const seen = (await list(`calendars=Business&${range}`, other.token)).find((e) => e.id === event.id);
    expect(seen?.extendedProps).toMatchObject({ isOwner: false, myResponse: 'pending' });
    const invitations = await call(t, 'GET', `${url}/invitations`, undefined, other.token);
    expect(invitations.json().invitations.map((i: { id: number }) => i.id)).toContain(event.id);
    expect((await call(t, 'PUT', `${url}/${event.id}`, body(), other.token)).statusCode).toBe(403);
    expect((await call(t, 'DELETE', `${url}/${event.id}`, undefined, other.token)).statusCode).toBe(403);
    const answer = await call(
      t,
      'POST',
      `${url}/${event.id}/response`,
      { response: 'accepted' },
      other.token,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().event.extendedProps.myResponse).toBe('accepted');
    const owner = (await list(`calendars=Business&${range}`)).find((e) => e.id === event.id);
    expect(owner?.extendedProps.guestList.find((g) => g.id === other.id)?.response).toBe('accepted');
    expect(
      (await call(t, 'POST', `${url}/${event.id}/response`, { response: 'maybe' }, other.token)).statusCode,
    ).toBe(400);
    expect((await call(t, 'POST', `${url}/${event.id}/response`, { response: 'declined' })).statusCode).toBe(
      404,
    );
    const moved = await call(
      t,
      'PUT',
      `${url}/${event.id}`,
      body(
        { title: 'Kick-off', start: '2031-04-10T09:00:00Z', end: '2031-04-10T10:00:00Z' },
        { guests: [other.id, third.id] },
      ),
    );
    expect(moved.statusCode).toBe(201);
    const april = await list(
      'calendars=Business&start=2031-04-01T00:00:00Z&end=2031-05-01T00:00:00Z',
      other.token,
    );
    expect(april.map((e) => e.id)).toContain(event.id);
    expect((await list(`calendars=Business&${range}`, other.token)).map((e) => e.id)).not.toContain(event.id);
  });

  it('expands a weekly series in the range and edits this one, the following ones, or all', async () => {
    const series = await create(
      { title: 'Stand-up', start: '2031-03-03T09:00:00Z', end: '2031-03-03T09:15:00Z' },
      {
        calendar: 'ETC',
        rrule: 'FREQ=WEEKLY;BYDAY=MO,WE;COUNT=8',
      },
    );
    const starts = async () =>
      (await list(`calendars=ETC&${range}`))
        .filter((e) => e.title.startsWith('Stand-up'))
        .map((e) => `${e.title} ${e.start}`);
    expect(await starts()).toHaveLength(8);

    const moveOne = await call(t, 'PUT', `${url}/${series.id}`, {
      ...body(
        { title: 'Stand-up (moved)', start: '2031-03-05T14:00:00Z', end: '2031-03-05T14:15:00Z' },
        { calendar: 'ETC' },
      ),
      scope: 'this',
      occurrenceStart: '2031-03-05T09:00:00Z',
    });
    expect(moveOne.statusCode, moveOne.body).toBe(201);
    let now = await starts();
    expect(now).toContain('Stand-up (moved) 2031-03-05T14:00:00.000Z');
    expect(now).not.toContain('Stand-up 2031-03-05T09:00:00.000Z');
    expect(now).toHaveLength(8);

    const following = await call(t, 'PUT', `${url}/${series.id}`, {
      ...body(
        { title: 'Stand-up late', start: '2031-03-17T10:00:00Z', end: '2031-03-17T10:15:00Z' },
        { calendar: 'ETC', rrule: 'FREQ=WEEKLY;BYDAY=MO,WE;COUNT=8' },
      ),
      scope: 'following',
      occurrenceStart: '2031-03-17T09:00:00Z',
    });
    expect(following.statusCode, following.body).toBe(201);
    now = await starts();
    expect(now.filter((s) => s.startsWith('Stand-up late'))).toHaveLength(4);
    expect(now).toContain('Stand-up 2031-03-12T09:00:00.000Z');
    expect(now).toContain('Stand-up late 2031-03-26T10:00:00.000Z');
    expect(now).toHaveLength(8);

    const notOne = await call(t, 'PUT', `${url}/${series.id}`, {
      ...body({}, { calendar: 'ETC' }),
      scope: 'this',
      occurrenceStart: '2031-03-04T09:00:00Z',
    });
    expect(notOne.statusCode).toBe(400);
    expect(notOne.json().errors).toHaveProperty('occurrenceStart');

    const skip = await call(
      t,
      'DELETE',
      `${url}/${series.id}?scope=this&occurrenceStart=2031-03-03T09:00:00Z`,
    );
    expect(skip.statusCode).toBe(204);
    expect(await starts()).toHaveLength(7);
    expect((await call(t, 'DELETE', `${url}/${series.id}?scope=all`)).statusCode).toBe(204);
    expect((await starts()).every((s) => s.startsWith('Stand-up late'))).toBe(true);
  });

  it('moves a whole series when one occurrence is dragged with scope all', async () => {
    const series = await create(
      { title: 'Gym', start: '2031-03-02T18:00:00Z', end: '2031-03-02T19:00:00Z' },
      {
        calendar: 'Family',
        rrule: 'FREQ=WEEKLY;COUNT=3',
      },
    );
    const res = await call(t, 'PUT', `${url}/${series.id}`, {
      ...body(
        { title: 'Gym', start: '2031-03-10T18:00:00Z', end: '2031-03-10T19:30:00Z' },
        { calendar: 'Family', rrule: 'FREQ=WEEKLY;COUNT=3' },
      ),
      scope: 'all',
      occurrenceStart: '2031-03-09T18:00:00Z',
    });
    expect(res.statusCode, res.body).toBe(201);
    const gym = (await list(`calendars=Family&${range}`)).filter((e) => e.title === 'Gym');
    expect(gym.map((e) => [e.start, e.end])).toEqual([
      ['2031-03-03T18:00:00.000Z', '2031-03-03T19:30:00.000Z'],
      ['2031-03-10T18:00:00.000Z', '2031-03-10T19:30:00.000Z'],
      ['2031-03-17T18:00:00.000Z', '2031-03-17T19:30:00.000Z'],
    ]);
  });

  it('moves every meeting of a weekly series to Thursday when a Tuesday is dragged there with scope all', async () => {
    const rrule = 'FREQ=WEEKLY;BYDAY=TU;COUNT=4';
    const series = await create(
      { title: 'Tuesday sync', start: '2031-03-04T10:00:00Z', end: '2031-03-04T11:00:00Z' },
      { calendar: 'Holiday', guests: [other.id], rrule },
    );
    const res = await call(t, 'PUT', `${url}/${series.id}`, {
      ...body(
        { title: 'Tuesday sync', start: '2031-03-13T10:00:00Z', end: '2031-03-13T11:00:00Z' },
        { calendar: 'Holiday', guests: [other.id], rrule },
      ),
      scope: 'all',
      occurrenceStart: '2031-03-11T10:00:00Z',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().event.extendedProps.rrule).toBe('FREQ=WEEKLY;BYDAY=TH;COUNT=4');
    const starts = async (token: string) =>
      (await list(`calendars=Holiday&${range}`, token))
        .filter((e) => e.title === 'Tuesday sync')
        .map((e) => e.start);
    const thursdays = [
      '2031-03-06T10:00:00.000Z',
      '2031-03-13T10:00:00.000Z',
      '2031-03-20T10:00:00.000Z',
      '2031-03-27T10:00:00.000Z',
    ];
    expect(await starts(t.adminToken)).toEqual(thursdays);
    expect(await starts(other.token)).toEqual(thursdays);
  });

  it('keeps the skipped days and the changed occurrences of a series it moves, on the moved days', async () => {
    const rrule = 'FREQ=WEEKLY;BYDAY=MO,WE;COUNT=6';
    const series = await create(
      { title: 'Pairing', start: '2031-03-03T13:00:00Z', end: '2031-03-03T14:00:00Z' },
      { calendar: 'Holiday', rrule },
    );
    const one = (title: string, start: string, occurrenceStart: string) =>
      call(t, 'PUT', `${url}/${series.id}`, {
        ...body(
          { title, start, end: new Date(Date.parse(start) + 3_600_000).toISOString() },
          { calendar: 'Holiday', rrule },
        ),
        scope: 'this',
        occurrenceStart,
      });
    // Renamed where it was, and moved by hand to the Thursday.
    expect((await one('Pairing (renamed)', '2031-03-05T13:00:00Z', '2031-03-05T13:00:00Z')).statusCode).toBe(
      201,
    );
    expect((await one('Pairing (moved)', '2031-03-13T16:00:00Z', '2031-03-10T13:00:00Z')).statusCode).toBe(
      201,
    );
    const skip = await call(
      t,
      'DELETE',
      `${url}/${series.id}?scope=this&occurrenceStart=2031-03-12T13:00:00Z`,
    );
    expect(skip.statusCode).toBe(204);
    // The first Monday dragged to Tuesday: the series becomes Tuesdays and Thursdays.
    const res = await call(t, 'PUT', `${url}/${series.id}`, {
      ...body(
        { title: 'Pairing', start: '2031-03-04T13:00:00Z', end: '2031-03-04T14:00:00Z' },
        { calendar: 'Holiday', rrule },
      ),
      scope: 'all',
      occurrenceStart: '2031-03-03T13:00:00Z',
    });
    expect(res.statusCode, res.body).toBe(201);
    const now = (await list(`calendars=Holiday&${range}`))
      .filter((e) => e.title.startsWith('Pairing'))
      .map((e) => `${e.start.slice(0, 16)} ${e.title}`);
    expect(now).toEqual([
      '2031-03-04T13:00 Pairing',
      '2031-03-06T13:00 Pairing (renamed)',
      '2031-03-13T16:00 Pairing (moved)',
      '2031-03-18T13:00 Pairing',
      '2031-03-20T13:00 Pairing',
    ]);
  });

  it('exports the calendars as an iCalendar file with the series rule and its exceptions', async () => {
    const series = await create(
      { title: 'Export me', start: '2031-03-04T08:00:00Z', end: '2031-03-04T09:00:00Z' },
      {
        calendar: 'Personal',
        timeZone: 'Europe/Paris',
        rrule: 'FREQ=DAILY;COUNT=5',
      },
    );
    await call(t, 'DELETE', `${url}/${series.id}?scope=this&occurrenceStart=2031-03-05T08:00:00Z`);
    const res = await call(t, 'GET', `${url}/export.ics?calendars=Personal`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    expect(res.body).toContain('BEGIN:VCALENDAR');
    expect(res.body).toContain('SUMMARY:Export me');
    expect(res.body).toContain('RRULE:FREQ=DAILY;COUNT=5');
    expect(res.body).toContain('EXDATE:20310305T080000Z');
    expect(res.body).toContain('DTSTART;TZID=Europe/Paris:20310304T090000');
    expect((await call(t, 'GET', `${url}/export.ics?calendars=Nope`)).statusCode).toBe(400);
  });

  it('lists the users one may invite page by page, and finds one past the first page by name', async () => {
    type Page = { users: { id: number; fullName: string }[]; hasMore: boolean };
    const page = async (query: string) => {
      const res = await call(t, 'GET', `${url}/users?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Page;
    };
    const first = await page('');
    const second = await page('page=2');
    expect(first.users).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    expect(second.users.length).toBeGreaterThan(0);
    const names = [...first.users, ...second.users].map((u) => u.fullName);
    expect(new Set([...first.users, ...second.users].map((u) => u.id)).size).toBe(names.length);
    // A name past the first 20 is found by what is typed.
    const later = second.users[0];
    const found = await page(`q=${encodeURIComponent(later.fullName)}`);
    expect(found.users.map((u) => u.id)).toContain(later.id);
    expect(found.hasMore).toBe(false);
    const bad = await call(t, 'GET', `${url}/users?page=0`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('page');
  });

  it('lists the users one may invite, and needs the Calendar ability and a session', async () => {
    const users = await call(t, 'GET', `${url}/users?q=john`);
    expect(users.json().users.map((u: { fullName: string }) => u.fullName)).toContain('John Doe');
    expect((await call(t, 'GET', `${url}?${range}`, undefined, t.clientToken)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${url}?${range}` })).statusCode).toBe(401);
  });
});
