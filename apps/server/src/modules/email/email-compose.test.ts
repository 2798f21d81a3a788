import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, getOk, scalar, signedInUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

type Mail = {
  id: number;
  folder: string;
  subject: string;
  message: string;
  isRead: boolean;
  from: { name: string; email: string };
  to: { email: string; name: string }[];
  bcc: string[];
  deliveryStatus: string | null;
  deliveryError: string | null;
  time: string;
  attachments: { id: number; fileName: string }[];
  replies: { id: number; subject: string }[];
};
type Composed = { email: Mail; undoUntil: string | null };

const url = '/api/apps/email';
const later = () => new Date(Date.now() + 60_000);

describe('e-mail: compose, drafts, undo-send and delivery between app users', () => {
  let t: TestApp;
  let colleague: { id: number; email: string; token: string };
  beforeAll(async () => {
    t = await createTestApp();
    colleague = await signedInUser(t, 'author');
  });
  afterAll(() => t.close());

  const compose = async (body: object, token = t.adminToken) => {
    const res = await call(t, 'POST', `${url}/messages`, body, token);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Composed;
  };
  const inboxOf = async (token: string) => {
    const res = await call(t, 'GET', `${url}?filter=inbox`, undefined, token);
    return res.json() as { emails: Mail[]; emailsMeta: { inbox: number } };
  };

  it('saves a draft, updates it in place, and counts it', async () => {
    const before = await scalar(t, sql`select drafts as n from email_counts where owner_id = 1`);
    const first = await compose({
      to: [colleague.email],
      subject: 'Plan',
      message: '<p>v1</p>',
      send: false,
    });
    expect(first.email).toMatchObject({ folder: 'draft', subject: 'Plan', deliveryStatus: null });
    expect(first.undoUntil).toBeNull();
    const second = await compose({
      draftId: first.email.id,
      to: [colleague.email],
      subject: 'Plan B',
      message: '<p>v2</p>',
      send: false,
    });
    expect(second.email.id).toBe(first.email.id);
    expect(second.email.message).toBe('<p>v2</p>');
    expect(await scalar(t, sql`select drafts as n from email_counts where owner_id = 1`)).toBe(before + 1);
  });

  it('sends as the signed-in user whatever the body says, and names app users', async () => {
    const sent = await compose({
      to: [colleague.email],
      subject: 'Who am I',
      message: '<p>hi</p>',
      send: true,
      from: { email: 'ceo@bank.com', name: 'CEO' },
      ownerId: colleague.id,
    });
    expect(sent.email.from.email).toBe('admin@demo.com');
    expect(sent.email.folder).toBe('sent');
    expect(sent.email.deliveryStatus).toBe('queued');
    expect(sent.email.to[0].name).toMatch(/^Test u-/);
    expect(Date.parse(sent.undoUntil as string) - Date.now()).toBeGreaterThan(3000);
    const owner = await scalar(t, sql`select owner_id as n from emails where id = ${sent.email.id}`);
    expect(owner).toBe(1);
  });

  it('delivers to an app user once the undo delay is over: unread in their inbox, Bcc hidden', async () => {
    // What earlier tests sent goes out first.
    await t.app.emailDelivery.runDue({ dueBy: later() });
    const before = (await inboxOf(colleague.token)).emailsMeta.inbox;
    const sent = await compose({
      to: [colleague.email.toUpperCase()],
      bcc: ['hidden@example.com'],
      subject: 'Welcome to the team',
      message: '<p>Glad you are here</p>',
      send: true,
    });
    expect(await t.app.emailDelivery.runDue()).toBe(0);
    expect((await inboxOf(colleague.token)).emailsMeta.inbox).toBe(before);
    await t.app.emailDelivery.runDue({ dueBy: later() });
    const inbox = await inboxOf(colleague.token);
    expect(inbox.emailsMeta.inbox).toBe(before + 1);
    const copy = inbox.emails.find((m) => m.subject === 'Welcome to the team') as Mail;
    expect(copy).toMatchObject({
      folder: 'inbox',
      isRead: false,
      from: { email: 'admin@demo.com' },
      bcc: [],
    });
    const mine = await getOk<{ email: Mail }>(t, `${url}/${sent.email.id}`);
    // hidden@example.com is outside the app and no SMTP_URL is set.
    expect(mine.email.deliveryStatus).toBe('not_configured');
    expect(mine.email.deliveryError).toBe('not delivered: no mail server configured');
  });

  it('threads a reply under the mail it answers, in both mailboxes', async () => {
    const inbox = await inboxOf(colleague.token);
    const received = inbox.emails.find((m) => m.subject === 'Welcome to the team') as Mail;
    const reply = await compose(
      {
        to: ['admin@demo.com'],
        subject: 'Re: Welcome to the team',
        message: '<p>Thanks!</p>',
        replyTo: received.id,
        send: true,
      },
      colleague.token,
    );
    expect(reply.email.replies.map((r) => r.id)).toEqual([received.id]);
    await t.app.emailDelivery.runDue({ dueBy: later() });
    const adminInbox = await inboxOf(t.adminToken);
    const back = adminInbox.emails.find((m) => m.subject === 'Re: Welcome to the team') as Mail;
    expect(back.replies.map((r) => r.subject)).toEqual(['Welcome to the team']);
    type Headers = { in_reply_to: string; references: string[]; message_id: string };
    const headers = (await t.app.db.execute(
      sql`select in_reply_to, "references", message_id from emails where id in (${back.id}, ${received.id}) order by id`,
    )) as { rows: Headers[] };
    const [original, answer] = headers.rows;
    expect(answer.in_reply_to).toBe(original.message_id);
    expect(answer.references).toEqual([original.message_id]);
  });

  it("shows one's own reply below the mail it answers, in that mail's thread, as soon as it is sent", async () => {
    const received = (await inboxOf(colleague.token)).emails.find(
      (m) => m.subject === 'Welcome to the team',
    ) as Mail;
    const reply = await compose(
      {
        to: ['admin@demo.com'],
        subject: 'Re: Welcome',
        message: '<p>On my way</p>',
        replyTo: received.id,
        send: true,
      },
      colleague.token,
    );
    const res = await call(t, 'GET', `${url}/${received.id}`, undefined, colleague.token);
    const { email } = res.json() as { email: Mail & { following: Mail[] } };
    const mine = email.following.find((m) => m.id === reply.email.id);
    expect(mine).toMatchObject({ folder: 'sent', message: '<p>On my way</p>', deliveryStatus: 'queued' });
    expect(email.following.every((m) => m.time >= email.time)).toBe(true);
    expect(email.replies.some((m) => m.id === reply.email.id)).toBe(false);
    // The list keeps the spec's shape: earlier messages only.
    const listed = (await inboxOf(colleague.token)).emails.find((m) => m.id === received.id) as Mail;
    expect(listed).not.toHaveProperty('following');
  });

  it('takes a message back with undo-send while it waits, and answers 409 once it left', async () => {
    const sent = await compose({ to: [colleague.email], subject: 'Oops', message: '<p>x</p>', send: true });
    const undone = await call(t, 'POST', `${url}/${sent.email.id}/undo-send`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().email).toMatchObject({ folder: 'draft', deliveryStatus: null });
    await t.app.emailDelivery.runDue({ dueBy: later() });
    expect((await inboxOf(colleague.token)).emails.some((m) => m.subject === 'Oops')).toBe(false);

    const again = await compose({
      draftId: sent.email.id,
      to: [colleague.email],
      subject: 'Oops 2',
      message: '',
      send: true,
    });
    await t.app.emailDelivery.runDue({ dueBy: later() });
    const late = await call(t, 'POST', `${url}/${again.email.id}/undo-send`);
    expect(late.statusCode).toBe(409);
    expect(
      (await call(t, 'POST', `${url}/${again.email.id}/undo-send`, undefined, colleague.token)).statusCode,
    ).toBe(404);
  });

  it('never delivers twice when two rounds run at once', async () => {
    const before = await scalar(
      t,
      sql`select count(*)::int as n from emails where owner_id = ${colleague.id}`,
    );
    await compose({ to: [colleague.email], subject: 'Once only 1', message: '', send: true });
    await compose({ to: [colleague.email], subject: 'Once only 2', message: '', send: true });
    const [a, b] = await Promise.all([
      t.app.emailDelivery.runDue({ dueBy: later() }),
      t.app.emailDelivery.runDue({ dueBy: later() }),
    ]);
    expect(a + b).toBe(2);
    expect(await scalar(t, sql`select count(*)::int as n from emails where owner_id = ${colleague.id}`)).toBe(
      before + 2,
    );
  });

  it('forwards with the attachments of the original', async () => {
    const withFile = await scalar(
      t,
      sql`select min(e.id)::int as n from emails e join email_attachments a on a.email_id = e.id where e.owner_id = 1`,
    );
    const fwd = await compose({
      to: ['someone@example.com'],
      subject: 'Fwd',
      message: '',
      forwardOf: withFile,
      send: false,
    });
    expect(fwd.email.attachments.length).toBeGreaterThan(0);
  });

  it.each([
    [{ to: ['not-an-address'], send: true }, 'to.0'],
    [{ to: [], send: true }, 'to'],
    [{ to: ['a@b.co'], send: 'yes' }, 'send'],
    [{ to: ['a@b.co'], send: true, attachmentIds: [999999] }, 'attachmentIds'],
    [{ to: Array.from({ length: 51 }, (_, i) => `a${i}@b.co`), send: true }, 'to'],
  ])('refuses the bad message %j with 400', async (body, field) => {
    const res = await call(t, 'POST', `${url}/messages`, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().errors ?? {})).toContain(field);
  });

  it("answers 404 for a reply, forward or draft of another user's mail", async () => {
    const other = await scalar(t, sql`select min(id)::int as n from emails where owner_id <> 1`);
    for (const key of ['replyTo', 'forwardOf', 'draftId']) {
      const res = await call(t, 'POST', `${url}/messages`, { to: ['a@b.co'], send: false, [key]: other });
      expect(res.statusCode, key).toBe(404);
    }
  });

  it('deletes for ever only from the trash', async () => {
    const draft = await compose({ to: ['a@b.co'], subject: 'Bin me', send: false });
    expect((await call(t, 'DELETE', `${url}/${draft.email.id}`)).statusCode).toBe(409);
    await call(t, 'POST', url, { ids: [draft.email.id], data: { isDeleted: true } });
    expect((await call(t, 'DELETE', `${url}/${draft.email.id}`, undefined, colleague.token)).statusCode).toBe(
      404,
    );
    expect((await call(t, 'DELETE', `${url}/${draft.email.id}`)).statusCode).toBe(204);
    expect((await call(t, 'GET', `${url}/${draft.email.id}`)).statusCode).toBe(404);
  });

  it('suggests app users as contacts', async () => {
    const { contacts } = await getOk<{ contacts: { email: string }[] }>(t, `${url}/contacts?q=admin@demo`);
    expect(contacts.map((c) => c.email)).toContain('admin@demo.com');
    const some = await getOk<{ contacts: unknown[] }>(t, `${url}/contacts`);
    expect(some.contacts.length).toBe(8);
  });
});
