import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, getOk, scalar, signedInUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

type Mail = {
  id: number;
  folder: string;
  isRead: boolean;
  isStarred: boolean;
  isDeleted: boolean;
  labels: string[];
  subject: string;
  time: string;
  from: { name: string; email: string };
  attachments: { url: string; size: string }[];
  replies: { id: number; time: string }[];
};
type List = { emails: Mail[]; emailsMeta: Record<string, number>; nextCursor: string | null };

const url = '/api/apps/email';

describe('e-mail: the spec calls (list, filters, counts, bulk update)', () => {
  let t: TestApp;
  let adminId: number;
  beforeAll(async () => {
    t = await createTestApp();
    adminId = await scalar(t, sql`select id as n from users where email = 'admin@demo.com'`);
  });
  afterAll(() => t.close());

  const list = (query = '', token = t.adminToken) =>
    call(t, 'GET', `${url}?${query}`, undefined, token).then((res) => {
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as List;
    });
  /** Every page of a query, through the cursors. */
  async function all(query: string): Promise<Mail[]> {
    const out: Mail[] = [];
    let cursor: string | null = null;
    do {
      const page: List = await list(`${query}&itemsPerPage=100${cursor ? `&cursor=${cursor}` : ''}`);
      out.push(...page.emails);
      cursor = page.nextCursor;
    } while (cursor);
    return out;
  }
  const countWhere = (where: string) =>
    scalar(t, sql`select count(*)::int as n from emails where owner_id = ${adminId} and ${sql.raw(where)}`);

  it('seeds the admin a mailbox over every folder and label, with threads and attachments', async () => {
    for (const folder of ['inbox', 'sent', 'draft', 'spam']) {
      expect(await countWhere(`folder = '${folder}'`), folder).toBeGreaterThan(0);
    }
    for (const label of ['private', 'company', 'personal', 'important']) {
      expect(await countWhere(`'${label}' = any(labels)`), label).toBeGreaterThan(0);
    }
    expect(await countWhere('is_deleted')).toBeGreaterThan(0);
    const inbox = await all('filter=inbox');
    expect(inbox.some((m) => m.replies.length >= 2)).toBe(true);
    expect(inbox.some((m) => m.attachments.length > 0)).toBe(true);
    const staff = await scalar(
      t,
      sql`select count(distinct e.owner_id)::int as n from emails e join users u on u.id = e.owner_id
        join roles r on r.id = u.role_id where r.name <> 'client'`,
    );
    const staffUsers = await scalar(
      t,
      sql`select count(*)::int as n from users u join roles r on r.id = u.role_id where r.name <> 'client'`,
    );
    expect(staff).toBe(staffUsers);
  });

  it.each([
    ['inbox', "folder = 'inbox' and not is_deleted"],
    ['sent', "folder = 'sent' and not is_deleted"],
    ['draft', "folder = 'draft' and not is_deleted"],
    ['spam', "folder = 'spam' and not is_deleted"],
    ['starred', 'is_starred and not is_deleted'],
    ['trashed', 'is_deleted'],
  ])('filter=%s answers exactly those mails, newest first, through every page', async (filter, where) => {
    const mails = await all(`filter=${filter}`);
    expect(mails.length).toBe(await countWhere(where));
    expect(new Set(mails.map((m) => m.id)).size).toBe(mails.length);
    const times = mails.map((m) => m.time);
    expect(times).toEqual([...times].sort().reverse());
    if (filter === 'trashed') expect(mails.every((m) => m.isDeleted)).toBe(true);
    else expect(mails.every((m) => !m.isDeleted)).toBe(true);
  });

  it('shows the inbox without a filter, and every folder under a label alone', async () => {
    const plain = await all('');
    expect(plain.every((m) => m.folder === 'inbox')).toBe(true);
    const important = await all('label=important');
    expect(important.length).toBe(await countWhere("'important' = any(labels) and not is_deleted"));
    expect(new Set(important.map((m) => m.folder)).size).toBeGreaterThan(1);
    const both = await all('filter=sent&label=company');
    expect(both.length).toBe(
      await countWhere("'company' = any(labels) and folder = 'sent' and not is_deleted"),
    );
  });

  it('searches the sender name and the subject as substrings, and the words of the whole mail (email-search.test.ts), any case', async () => {
    const byName = await all('filter=inbox&q=priya');
    expect(byName.length).toBeGreaterThan(0);
    const bySubject = await all('filter=inbox&q=QUARTERLY');
    expect(bySubject.length).toBe(
      await countWhere(
        "folder = 'inbox' and not is_deleted and (subject ilike '%quarterly%' or from_name ilike '%quarterly%' or search_vector @@ to_tsquery('simple', 'quarterly:*'))",
      ),
    );
    expect(byName.every((m) => /priya/i.test(`${m.from.name} ${m.from.email} ${m.subject}`))).toBe(true);
    expect((await list('q=no-such-mail-anywhere')).emails).toEqual([]);
  });

  it('answers the spec counts: unread inbox, drafts, unread spam, starred', async () => {
    const { emailsMeta } = await list('');
    expect(emailsMeta).toEqual({
      inbox: await countWhere("folder = 'inbox' and not is_read and not is_deleted"),
      draft: await countWhere("folder = 'draft' and not is_deleted"),
      spam: await countWhere("folder = 'spam' and not is_read and not is_deleted"),
      star: await countWhere('is_starred and not is_deleted'),
    });
  });

  it('merges read, starred, folder and deleted into the given mails; the counts follow (201, no body)', async () => {
    const inbox = (await list('filter=inbox')).emails.filter((m) => !m.isRead).slice(0, 2);
    const ids = inbox.map((m) => m.id);
    const before = (await list('')).emailsMeta;
    const res = await call(t, 'POST', url, { ids, data: { isRead: true, isStarred: true } });
    expect(res.statusCode).toBe(201);
    expect(res.body).toBe('');
    const after = (await list('')).emailsMeta;
    expect(after.inbox).toBe(before.inbox - 2);
    expect(after.star).toBe(before.star + inbox.filter((m) => !m.isStarred).length);

    await call(t, 'POST', url, { ids, data: { isDeleted: true } });
    const trashed = await all('filter=trashed');
    expect(trashed.map((m) => m.id)).toEqual(expect.arrayContaining(ids));
    expect((await all('filter=inbox')).some((m) => ids.includes(m.id))).toBe(false);
    await call(t, 'POST', url, { ids, data: { isDeleted: false, folder: 'spam' } });
    expect((await all('filter=spam')).map((m) => m.id)).toEqual(expect.arrayContaining(ids));
  });

  it('toggles a label on each mail', async () => {
    const [mail] = (await list('filter=inbox')).emails;
    const had = mail.labels.includes('personal');
    await call(t, 'POST', url, { ids: [mail.id], label: 'personal' });
    const once = await getOk<{ email: Mail }>(t, `${url}/${mail.id}`);
    expect(once.email.labels.includes('personal')).toBe(!had);
    await call(t, 'POST', url, { ids: [mail.id], label: 'personal' });
    const twice = await getOk<{ email: Mail }>(t, `${url}/${mail.id}`);
    expect(twice.email.labels.includes('personal')).toBe(had);
  });

  it('ignores fields beyond isRead, isStarred, folder and isDeleted', async () => {
    const [mail] = (await list('filter=inbox')).emails;
    const res = await call(t, 'POST', url, {
      ids: [mail.id],
      data: { isRead: true, subject: 'hacked', ownerId: 999, from: { email: 'x@y.z' } },
    });
    expect(res.statusCode).toBe(201);
    const { email } = await getOk<{ email: Mail }>(t, `${url}/${mail.id}`);
    expect(email.subject).toBe(mail.subject);
    expect(email.from).toEqual(mail.from);
  });

  it.each([
    ['filter=archive', 'filter'],
    ['label=secret', 'label'],
    ['itemsPerPage=1000', 'itemsPerPage'],
    ['cursor=bm90LWEtY3Vyc29y', 'cursor'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const res = await call(t, 'GET', `${url}?${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().errors ?? {})).toContain(field);
  });

  it.each([
    [{ ids: [], data: { isRead: true } }, 'ids'],
    [{ ids: [1] }, 'data'],
    [{ ids: [1], data: {} }, 'data'],
    [{ ids: [1], data: { folder: 'archive' } }, 'data.folder'],
    [{ ids: [1], label: 'secret' }, 'label'],
    [{ ids: ['x'], data: { isRead: true } }, 'ids.0'],
  ])('refuses the bad update %j with 400', async (body, field) => {
    const res = await call(t, 'POST', url, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().errors ?? {})).toContain(field);
  });

  it("answers 404 for another user's mail and changes nothing, not even the caller's own ids", async () => {
    const other = await scalar(
      t,
      sql`select min(id)::int as n from emails where owner_id <> ${adminId} and not is_read`,
    );
    const [mine] = (await list('filter=inbox')).emails.filter((m) => !m.isRead);
    const res = await call(t, 'POST', url, { ids: [mine.id, other], data: { isRead: true } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No email found with this id' });
    expect(
      await scalar(
        t,
        sql`select count(*)::int as n from emails where id in (${mine.id}, ${other}) and is_read`,
      ),
    ).toBe(0);
    expect((await call(t, 'GET', `${url}/${other}`)).statusCode).toBe(404);
    expect((await call(t, 'POST', url, { ids: [2_000_000_000], data: { isRead: true } })).statusCode).toBe(
      404,
    );
  });

  it('shows one mail with the earlier messages of its thread, oldest first', async () => {
    const threaded = (await all('filter=inbox')).find((m) => m.replies.length >= 2) as Mail;
    const { email } = await getOk<{ email: Mail }>(t, `${url}/${threaded.id}`);
    expect(email.replies.map((r) => r.id)).toEqual(threaded.replies.map((r) => r.id));
    const times = email.replies.map((r) => r.time);
    expect(times).toEqual([...times].sort());
    expect(times.every((time) => time <= email.time)).toBe(true);
  });

  it("gives a staff account its own mailbox, never the admin's", async () => {
    const staff = await signedInUser(t, 'editor');
    const own = await list('', staff.token);
    expect(own.emails).toEqual([]);
    expect(own.emailsMeta).toEqual({ inbox: 0, draft: 0, spam: 0, star: 0 });
    const [adminMail] = (await list('')).emails;
    expect((await call(t, 'GET', `${url}/${adminMail.id}`, undefined, staff.token)).statusCode).toBe(404);
  });

  it('refuses the demo client (403) and anonymous callers (401)', async () => {
    expect((await call(t, 'GET', url, undefined, t.clientToken)).statusCode).toBe(403);
    expect((await call(t, 'POST', url, { ids: [1], data: { isRead: true } }, t.clientToken)).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
