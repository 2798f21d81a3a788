import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signedInUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

type Mail = {
  subject: string;
  message: string;
  from: { name: string; email: string };
  to: { email: string; name: string }[];
  folder: string;
  isRead: boolean;
};

const url = '/api/apps/calendar';

describe('calendar: guests are told in their app mailbox', () => {
  let t: TestApp;
  let guest: { id: number; token: string };
  let second: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp();
    [guest, second] = await Promise.all([signedInUser(t, 'author'), signedInUser(t, 'editor')]);
  });
  afterAll(() => t.close());

  const inbox = async (token: string, q: string) => {
    const res = await call(
      t,
      'GET',
      `/api/apps/email?filter=inbox&q=${encodeURIComponent(q)}`,
      undefined,
      token,
    );
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { emails: Mail[] }).emails;
  };
  const everyFolder = async (token: string, q: string) => {
    const all: Mail[] = [];
    for (const filter of ['inbox', 'sent', 'draft', 'spam', 'trashed']) {
      const res = await call(
        t,
        'GET',
        `/api/apps/email?filter=${filter}&q=${encodeURIComponent(q)}`,
        undefined,
        token,
      );
      all.push(...(res.json() as { emails: Mail[] }).emails);
    }
    return all;
  };
  const event = (title: string, guests: number[], start = '2031-05-06T07:00:00Z', extra = {}) => ({
    title,
    start,
    end: new Date(Date.parse(start) + 3_600_000).toISOString(),
    allDay: false,
    url: '',
    extendedProps: {
      calendar: 'Business',
      guests,
      location: 'Room 7',
      description: '',
      timeZone: 'Europe/Paris',
      ...extra,
    },
  });

  it('invites each guest by a mail in their inbox, from the organizer, with the time in the event zone', async () => {
    const res = await call(t, 'POST', url, event('Budget review', [guest.id, second.id]));
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await inbox(guest.token, 'Budget review');
    expect(mail).toMatchObject({ folder: 'inbox', isRead: false, from: { name: 'John Doe' } });
    expect(mail.subject).toMatch(/^Invitation: Budget review/);
    // 07:00 UTC in May is 09:00 in Paris (summer time).
    expect(mail.message).toMatch(/Tuesday,? 6 May 2031 at 09:00 to 10:00 \(Europe\/Paris\)/);
    expect(mail.message).toContain('John Doe invited you to <strong>Budget review</strong>');
    expect(mail.message).toContain('Room 7');
    expect(mail.message).toContain('href="/apps/calendar"');
    expect(await inbox(second.token, 'Budget review')).toHaveLength(1);
  });

  it('sends the organizer nothing, in any folder', async () => {
    await call(t, 'POST', url, event('Solo planning', [guest.id]));
    expect(await inbox(guest.token, 'Solo planning')).toHaveLength(1);
    expect(await everyFolder(t.adminToken, 'Solo planning')).toEqual([]);
  });

  it('tells the guests of a new time, and only of a new time', async () => {
    const created = await call(t, 'POST', url, event('Offsite', [guest.id]));
    const id = created.json().event.id as number;
    const retitled = await call(t, 'PUT', `${url}/${id}`, {
      ...event('Offsite', [guest.id]),
      url: 'https://x.test',
    });
    expect(retitled.statusCode, retitled.body).toBe(201);
    expect(await inbox(guest.token, 'Offsite')).toHaveLength(1);

    const moved = await call(t, 'PUT', `${url}/${id}`, event('Offsite', [guest.id], '2031-05-07T12:00:00Z'));
    expect(moved.statusCode, moved.body).toBe(201);
    const mails = await inbox(guest.token, 'Offsite');
    expect(mails.map((m) => m.subject.split(':')[0]).sort()).toEqual(['Invitation', 'Updated invitation']);
    const update = mails.find((m) => m.subject.startsWith('Updated')) as Mail;
    expect(update.message).toMatch(/When: Wednesday,? 7 May 2031 at 14:00 to 15:00 \(Europe\/Paris\)/);
    expect(update.message).toMatch(/Was: Tuesday,? 6 May 2031 at 09:00 to 10:00 \(Europe\/Paris\)/);
  });

  it('invites a guest added later, tells one taken off, and tells everyone of a deletion', async () => {
    const created = await call(t, 'POST', url, event('Board meeting', [guest.id]));
    const id = created.json().event.id as number;
    const swapped = await call(t, 'PUT', `${url}/${id}`, event('Board meeting', [second.id]));
    expect(swapped.statusCode, swapped.body).toBe(201);
    expect((await inbox(second.token, 'Board meeting')).map((m) => m.subject.split(':')[0])).toEqual([
      'Invitation',
    ]);
    expect((await inbox(guest.token, 'Board meeting')).map((m) => m.subject.split(':')[0]).sort()).toEqual([
      'Invitation',
      'Removed from',
    ]);

    expect((await call(t, 'DELETE', `${url}/${id}`)).statusCode).toBe(204);
    const cancelled = (await inbox(second.token, 'Board meeting')).find((m) =>
      m.subject.startsWith('Cancelled'),
    );
    expect(cancelled?.message).toContain('John Doe cancelled <strong>Board meeting</strong>');
  });

  it('tells the guests of one occurrence cancelled in a series', async () => {
    const created = await call(
      t,
      'POST',
      url,
      event('Weekly sync', [guest.id], '2031-05-05T08:00:00Z', { rrule: 'FREQ=WEEKLY;COUNT=4' }),
    );
    const id = created.json().event.id as number;
    const res = await call(t, 'DELETE', `${url}/${id}?scope=this&occurrenceStart=2031-05-12T08:00:00.000Z`);
    expect(res.statusCode, res.body).toBe(204);
    const cancelled = (await inbox(guest.token, 'Weekly sync')).find((m) =>
      m.subject.startsWith('Cancelled'),
    );
    expect(cancelled?.message).toMatch(/Monday,? 12 May 2031 at 10:00 to 11:00 \(Europe\/Paris\)/);
  });

  it('never fails the event when the mail cannot be written: the event is saved, the mail is not', async () => {
    // A mailbox that refuses every new mail, as a broken e-mail area would.
    await t.app.db.execute(sql`create function refuse_mail() returns trigger language plpgsql as $$
      begin raise exception 'mailbox unavailable'; end $$`);
    await t.app.db.execute(
      sql`create trigger refuse_mail before insert on emails for each row execute function refuse_mail()`,
    );
    try {
      const res = await call(t, 'POST', url, event('Unmailed event', [guest.id]));
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json().event.id as number;
      const moved = await call(
        t,
        'PUT',
        `${url}/${id}`,
        event('Unmailed event', [guest.id], '2031-05-08T07:00:00Z'),
      );
      expect(moved.statusCode, moved.body).toBe(201);
      const list = await call(t, 'GET', `${url}?start=2031-05-01T00:00:00Z&end=2031-06-01T00:00:00Z`);
      expect(list.json().map((e: { title: string; start: string }) => [e.title, e.start])).toContainEqual([
        'Unmailed event',
        '2031-05-08T07:00:00.000Z',
      ]);
      // The guest still sees the invitation in the calendar.
      const invitations = await call(t, 'GET', `${url}/invitations`, undefined, guest.token);
      expect(invitations.json().invitations.map((i: { title: string }) => i.title)).toContain(
        'Unmailed event',
      );
    } finally {
      await t.app.db.execute(sql`drop trigger refuse_mail on emails`);
      await t.app.db.execute(sql`drop function refuse_mail()`);
    }
    expect(await inbox(guest.token, 'Unmailed event')).toEqual([]);
  });
});
