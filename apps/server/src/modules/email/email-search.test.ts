import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, scalar } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { emailCall, emailList, emailRead } from './email.repository.ts';

type List = { emails: { id: number; subject: string }[]; nextCursor: string | null };

const url = '/api/apps/email';

describe('e-mail search: q finds the words of the whole mail, body included', () => {
  let t: TestApp;
  let adminId: number;
  beforeAll(async () => {
    t = await createTestApp();
    adminId = await scalar(t, sql`select id as n from users where email = 'admin@demo.com'`);
  });
  afterAll(() => t.close());

  /** A mail the admin sends to an outside address: its copy is in Sent at once. */
  const sent = async (subject: string, message: string) => {
    const res = await call(t, 'POST', `${url}/messages`, {
      to: ['someone@example.com'],
      subject,
      message,
      send: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { email: { id: number } }).email.id;
  };
  const search = async (q: string, filter = 'sent') => {
    const res = await call(t, 'GET', `${url}?filter=${filter}&q=${encodeURIComponent(q)}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as List).emails.map((e) => e.id);
  };

  it('finds a mail by a word that is only in its body, by its start while typing, and by several words', async () => {
    const id = await sent(
      'Monday',
      '<p>The <strong>xylophonist</strong> brings the <em>marimba</em> on Thursday.</p>',
    );
    expect(await search('xylophonist')).toEqual([id]);
    expect(await search('XYLOPHO')).toEqual([id]);
    // Every word must occur, in any order.
    expect(await search('thursday marimba')).toEqual([id]);
    expect(await search('marimba tuba')).toEqual([]);
    // The subject and the sender's name still match as substrings.
    expect(await search('onda')).toContain(id);
  });

  it('searches the text of the body, not its tags or attributes', async () => {
    const id = await sent(
      'Links',
      '<p><a href="https://quokkadomain.example/">the page</a> of the fennec &amp; co</p>',
    );
    expect(await search('quokkadomain')).toEqual([]);
    expect(await search('fennec')).toEqual([id]);
  });

  it('finds the sender by address or its parts, in the recipient’s inbox', async () => {
    await sent('Ping', '<p>ping</p>');
    const all = await search('admin@demo.com');
    expect(all.length).toBeGreaterThan(0);
    expect(await search('demo.com')).toEqual(all);
  });

  it.each([["budget & | ! :* ' ( ) <->"], ['\\'], ['***'], ["l'été"]])(
    'answers 200 for q %j, whatever tsquery syntax it holds',
    async (q) => {
      await search(q, 'inbox');
    },
  );

  it('keeps a long body of distinct words: its first 200,000 characters are searchable', async () => {
    const words = Array.from({ length: 60_000 }, (_, i) => `w${i.toString(36)}z`);
    const id = await sent('Long', `<p>zebrafinch ${words.join(' ')}</p>`);
    expect(await search('zebrafinch')).toEqual([id]);
    expect(await search(words[20_000])).toEqual([id]);
  });

  it('reads a rare word from the GIN index rather than the whole mailbox', { timeout: 120_000 }, async () => {
    // A few thousand mails of everyday words in the admin's inbox, one with a rare word.
    await t.app.db.transaction(async (tx) => {
      // Bulk demo rows, as the seed writes them: nobody's change.
      await tx.execute(sql`set local app.audit = 'off'`);
      await tx.execute(sql`
      insert into emails (owner_id, folder, from_name, from_email, subject, message, thread_key, message_id, time)
      select ${adminId}, 'inbox', 'Bulk sender', 'bulk@example.com', 'Weekly notes ' || g,
        '<p>Notes of the week: figures, meetings and the lunch menu ' || g || case when g = 1234 then ' okapi' else '' end || '</p>',
        'bulk-' || g, 'bulk-' || g, now() - g * interval '1 minute'
      from generate_series(1, 3000) g`);
    });
    // As autovacuum would: the trigram indexes' pending lists flushed, statistics taken.
    await t.app.db.execute(sql`vacuum analyze emails`);
    const plan = async (q: string) => {
      const call = emailCall(adminId, { q, filter: 'inbox' });
      const { query } = await emailList.afterQuery(t.app.db, emailRead, call, undefined, 31);
      const res = (await t.app.db.execute(sql`explain ${query}`)) as { rows: Record<string, string>[] };
      return res.rows.map((r) => Object.values(r)[0]).join('\n');
    };
    expect(await plan('okapi')).toContain('emails_search_idx');
    expect((await search('okapi', 'inbox')).length).toBe(1);
  });
});
