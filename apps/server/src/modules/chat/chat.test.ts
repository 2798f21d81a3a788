import { CHAT_PAGE_SIZE } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatUser } from '../../test/chat-test-kit.ts';
import { bearer, createTestApp, type TestApp } from '../../test/helper.ts';

const url = '/api/apps/chat';

describe('chat API', () => {
  let t: TestApp;
  let adminId: number;
  let bob: { id: number; token: string };
  let carol: { id: number; token: string };
  const call = (
    token: string,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    path: string,
    payload?: object,
  ) => t.app.inject({ method, url: `${url}${path}`, headers: bearer(token), payload });

  beforeAll(async () => {
    t = await createTestApp();
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(t.adminToken) });
    adminId = me.json().userData.id;
    bob = await chatUser(t, 'Bob Chatter');
    carol = await chatUser(t, 'Carol Chatter');
  });
  afterAll(() => t.close());

  it('lists the demo chats most recent first, the contacts and the profile', async () => {
    const res = await call(t.adminToken, 'GET', '/chats-and-contacts');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.profileUser).toMatchObject({ id: adminId, fullName: 'John Doe', role: 'admin' });
    expect(body.profileUser.settings).toEqual({
      isTwoStepAuthVerificationEnabled: false,
      isNotificationsOn: true,
    });
    expect(body.chatsContacts.length).toBe(6);
    const times = body.chatsContacts.map(
      (c: { chat: { lastMessage: { time: string } } }) => c.chat.lastMessage.time,
    );
    expect([...times].sort().reverse()).toEqual(times);
    expect(body.chatsContacts[0].chat.unseenMsgs).toBe(2);
    expect(body.contacts.some((c: { id: number }) => c.id === adminId)).toBe(false);
    expect(body.contacts.some((c: { id: number }) => c.id === bob.id)).toBe(true);
  });

  it('filters chats and contacts by full name', async () => {
    const body = (await call(t.adminToken, 'GET', '/chats-and-contacts?q=bob chat')).json();
    expect(body.contacts.map((c: { fullName: string }) => c.fullName)).toEqual(['Bob Chatter']);
    expect(body.chatsContacts).toEqual([]);
  });

  it('creates the chat with the first message, as the signed-in user whatever senderId says', async () => {
    const res = await call(bob.token, 'POST', `/chats/${carol.id}`, {
      message: 'Hello Carol',
      senderId: adminId,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.msg).toMatchObject({
      message: 'Hello Carol',
      senderId: bob.id,
      feedback: { isSent: true, isDelivered: false, isSeen: false },
    });
    expect(body.chat).toMatchObject({ userId: carol.id, unseenMsgs: 0 });
    const again = await call(bob.token, 'POST', `/chats/${carol.id}`, { message: 'Second' });
    expect(again.statusCode).toBe(201);
    expect(again.json().chat).toBeUndefined();
    const carolView = (await call(carol.token, 'GET', '/chats-and-contacts')).json();
    expect(carolView.chatsContacts[0]).toMatchObject({ id: bob.id, chat: { unseenMsgs: 2 } });
    expect((await call(carol.token, 'GET', '/unseen')).json()).toEqual({ total: 2 });
  });

  it('opening a chat sets the unseen count to 0 and marks the messages seen', async () => {
    const res = await call(carol.token, 'GET', `/chats/${bob.id}`);
    expect(res.statusCode).toBe(200);
    const { chat, contact } = res.json();
    expect(contact).toMatchObject({ id: bob.id, fullName: 'Bob Chatter' });
    expect(chat.unseenMsgs).toBe(0);
    expect(chat.messages.map((m: { message: string }) => m.message)).toEqual(['Hello Carol', 'Second']);
    expect((await call(carol.token, 'GET', '/unseen')).json()).toEqual({ total: 0 });
    const bobView = (await call(bob.token, 'GET', `/chats/${carol.id}`)).json();
    expect(bobView.chat.messages[1].feedback).toEqual({ isSent: true, isDelivered: true, isSeen: true });
  });

  it('answers only the contact when there is no chat yet', async () => {
    const res = await call(carol.token, 'GET', `/chats/${adminId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().chat).toBeUndefined();
    expect(res.json().contact.id).toBe(adminId);
  });

  it('pages older messages with the before cursor', async () => {
    const [{ id: chatId }] = (
      (await t.app.db.execute(
        sql`select id from chats where user_a = ${Math.min(bob.id, carol.id)} and user_b = ${Math.max(bob.id, carol.id)}`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    await t.app.db.execute(
      sql`insert into chat_messages (chat_id, sender_id, text) select ${chatId}, ${bob.id}, 'bulk ' || n from generate_series(1, 120) n`,
    );
    const first = (await call(carol.token, 'GET', `/chats/${bob.id}`)).json().chat;
    expect(first.messages).toHaveLength(CHAT_PAGE_SIZE);
    expect(first.hasOlder).toBe(true);
    const ids = first.messages.map((m: { id: number }) => m.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    const older = (await call(carol.token, 'GET', `/chats/${bob.id}?before=${ids[0]}`)).json().chat;
    expect(older.messages).toHaveLength(CHAT_PAGE_SIZE);
    expect(older.messages.at(-1).id).toBeLessThan(ids[0]);
    const oldest = (await call(carol.token, 'GET', `/chats/${bob.id}?before=${older.messages[0].id}`)).json()
      .chat;
    expect(oldest.hasOlder).toBe(false);
    expect(oldest.messages[0].message).toBe('Hello Carol');
  });

  it('refuses empty, too long and malformed messages with 400 and writes nothing', async () => {
    const before = (await call(bob.token, 'GET', `/chats/${carol.id}`)).json().chat.messages.at(-1).id;
    for (const payload of [
      { message: '' },
      { message: '   \n ' },
      { message: 'x'.repeat(4097) },
      { message: 42 },
      {},
    ]) {
      const res = await call(bob.token, 'POST', `/chats/${carol.id}`, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(res.json().errors).toHaveProperty('message');
    }
    const big = await call(bob.token, 'POST', `/chats/${carol.id}`, { message: 'é'.repeat(600_000) });
    expect([400, 413]).toContain(big.statusCode);
    const after = (await call(bob.token, 'GET', `/chats/${carol.id}`)).json().chat.messages.at(-1).id;
    expect(after).toBe(before);
  });

  it('answers 404 for an unknown or suspended user and 400 for oneself or a bad id', async () => {
    expect((await call(bob.token, 'POST', '/chats/999999', { message: 'hi' })).statusCode).toBe(404);
    expect((await call(bob.token, 'GET', '/chats/999999')).json()).toEqual({ message: 'User not found' });
    expect((await call(bob.token, 'POST', `/chats/${bob.id}`, { message: 'me' })).statusCode).toBe(400);
    expect((await call(bob.token, 'GET', '/chats/abc')).statusCode).toBe(400);
    expect((await call(bob.token, 'GET', `/chats/${carol.id}?before=-3`)).statusCode).toBe(400);
  });

  it('lets the sender edit and delete within the window, nobody else, and not after it', async () => {
    const { msg } = (await call(bob.token, 'POST', `/chats/${carol.id}`, { message: 'typo mesage' })).json();
    const edited = await call(bob.token, 'PATCH', `/messages/${msg.id}`, { message: 'typo message' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().msg).toMatchObject({ message: 'typo message', editedAt: expect.any(String) });
    expect((await call(carol.token, 'PATCH', `/messages/${msg.id}`, { message: 'hacked' })).statusCode).toBe(
      403,
    );
    expect((await call(t.adminToken, 'DELETE', `/messages/${msg.id}`)).statusCode).toBe(404);
    expect((await call(bob.token, 'PATCH', `/messages/${msg.id}`, { message: '' })).statusCode).toBe(400);
    const deleted = await call(bob.token, 'DELETE', `/messages/${msg.id}`);
    expect(deleted.json().msg).toMatchObject({ message: '', deletedAt: expect.any(String) });
    expect((await call(bob.token, 'DELETE', `/messages/${msg.id}`)).statusCode).toBe(409);
    expect((await call(bob.token, 'DELETE', '/messages/99999999')).statusCode).toBe(404);

    const old = (await call(bob.token, 'POST', `/chats/${carol.id}`, { message: 'old one' })).json().msg;
    await t.app.db.execute(
      sql`update chat_messages set created_at = now() - interval '1 hour' where id = ${old.id}`,
    );
    const late = await call(bob.token, 'PATCH', `/messages/${old.id}`, { message: 'too late' });
    expect(late.statusCode).toBe(409);
    expect(late.json().errors.message).toMatch(/within 15 minutes/);
  });

  it('lets only an admin change the edit window', async () => {
    expect((await call(bob.token, 'GET', '/settings')).json()).toEqual({ editWindowMinutes: 15 });
    expect((await call(bob.token, 'PUT', '/settings', { editWindowMinutes: 60 })).statusCode).toBe(403);
    expect((await call(t.adminToken, 'PUT', '/settings', { editWindowMinutes: -1 })).statusCode).toBe(400);
    const res = await call(t.adminToken, 'PUT', '/settings', { editWindowMinutes: 120 });
    expect(res.json()).toEqual({ editWindowMinutes: 120 });
    const old = (await call(bob.token, 'POST', `/chats/${carol.id}`, { message: 'an hour ago' })).json().msg;
    await t.app.db.execute(
      sql`update chat_messages set created_at = now() - interval '1 hour' where id = ${old.id}`,
    );
    expect(
      (await call(bob.token, 'PATCH', `/messages/${old.id}`, { message: 'still fine' })).statusCode,
    ).toBe(200);
    await call(t.adminToken, 'PUT', '/settings', { editWindowMinutes: 15 });
  });

  it('saves the chosen status, about and settings', async () => {
    const res = await call(bob.token, 'PATCH', '/profile', {
      status: 'busy',
      about: '  In meetings all day ',
      settings: { isNotificationsOn: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      chosenStatus: 'busy',
      about: 'In meetings all day',
      settings: { isNotificationsOn: false, isTwoStepAuthVerificationEnabled: false },
    });
    expect((await call(bob.token, 'PATCH', '/profile', { status: 'sleeping' })).statusCode).toBe(400);
    expect((await call(bob.token, 'PATCH', '/profile', {})).statusCode).toBe(400);
    expect((await call(bob.token, 'PATCH', '/profile', { about: 'x'.repeat(501) })).statusCode).toBe(400);
    // Without an open socket others see the user offline, whatever they chose.
    const seen = (await call(carol.token, 'GET', '/chats-and-contacts?q=Bob Chatter')).json().contacts[0];
    expect(seen).toMatchObject({ about: 'In meetings all day', status: 'offline' });
  });

  it('refuses the chat to users without it (401 signed out, 403 client)', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${url}/chats-and-contacts` })).statusCode).toBe(401);
    expect((await call(t.clientToken, 'GET', '/chats-and-contacts')).statusCode).toBe(403);
    expect((await call(t.clientToken, 'POST', `/chats/${bob.id}`, { message: 'hi' })).statusCode).toBe(403);
  });

  it('lists only users who may use the chat as contacts, and refuses to write to the others (403)', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(t.clientToken) });
    const client = me.json().userData as { id: number; fullName: string };
    const named = (q: string) =>
      call(bob.token, 'GET', `/chats-and-contacts?q=${encodeURIComponent(q)}`).then(
        (r) => r.json().contacts as { id: number }[],
      );
    // The demo client's role has no chat access.
    expect((await named(client.fullName)).some((c) => c.id === client.id)).toBe(false);
    const refused = await call(bob.token, 'POST', `/chats/${client.id}`, { message: 'hi' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(`${client.fullName} does not have access to the chat.`);

    // A role of its own: without the Chat subject, then with it.
    const role = await t.app.inject({
      method: 'POST',
      url: '/api/apps/roles',
      headers: bearer(t.adminToken),
      payload: {
        name: `nochat${Date.now()}`,
        description: 'No chat',
        rules: [{ action: 'read', subject: 'Dashboard' }],
      },
    });
    expect(role.statusCode).toBe(201);
    const username = `nochat.${Date.now()}`;
    const dora = await t.app.inject({
      method: 'POST',
      url: '/api/apps/users',
      headers: bearer(t.adminToken),
      payload: {
        fullName: 'Dora Nochat',
        username,
        email: `${username}@example.com`,
        role: role.json().name,
        currentPlan: 'team',
      },
    });
    expect(dora.statusCode).toBe(201);
    const doraId = dora.json().id as number;
    expect(await named('Dora Nochat')).toEqual([]);
    expect((await call(bob.token, 'POST', `/chats/${doraId}`, { message: 'hi' })).statusCode).toBe(403);

    const granted = await t.app.inject({
      method: 'PUT',
      url: `/api/apps/roles/${role.json().id}`,
      headers: bearer(t.adminToken),
      payload: {
        name: role.json().name,
        description: 'Now chats',
        rules: [{ action: 'read', subject: ['Dashboard', 'Chat'] }],
      },
    });
    expect(granted.statusCode).toBe(200);
    expect((await named('Dora Nochat')).map((c) => c.id)).toEqual([doraId]);
    expect((await call(bob.token, 'POST', `/chats/${doraId}`, { message: 'hi Dora' })).statusCode).toBe(201);
  });

  it('accepts a burst of 20 messages, then answers 429 with Retry-After until the bucket refills', async () => {
    const eve = await chatUser(t, 'Eve Sprinter');
    const started = performance.now();
    const answers = [];
    for (let i = 0; i < 60; i += 1)
      answers.push(await call(eve.token, 'POST', `/chats/${bob.id}`, { message: `m${i}` }));
    const seconds = (performance.now() - started) / 1000;
    const accepted = answers.filter((res) => res.statusCode === 201).length;
    expect(answers.slice(0, 20).map((res) => res.statusCode)).toEqual(Array(20).fill(201));
    // The bucket grows back by 2 a second while the loop runs.
    expect(accepted).toBeLessThanOrEqual(20 + Math.ceil(seconds * 2));
    const refused = answers.filter((res) => res.statusCode === 429);
    expect(refused.length).toBe(60 - accepted);
    expect(refused.length).toBeGreaterThan(0);
    for (const res of refused) {
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json().message).toBe('Too many messages sent. Try again in 1 second.');
    }
    // Nothing refused was written: Bob's chat with Eve holds exactly the accepted ones.
    const { rows } = (await t.app.db.execute(
      sql`select count(*)::int as n from chat_messages where sender_id = ${eve.id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0].n).toBe(accepted);
    // A second later there is room again.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await call(eve.token, 'POST', `/chats/${bob.id}`, { message: 'later' })).statusCode).toBe(201);
    // Another user's bucket is their own.
    expect((await call(carol.token, 'POST', `/chats/${bob.id}`, { message: 'mine' })).statusCode).toBe(201);
  });

  it('counts parallel messages one by one: of 40 at once, 20 and what refills meanwhile', async () => {
    const fay = await chatUser(t, 'Fay Parallel');
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => call(fay.token, 'POST', `/chats/${bob.id}`, { message: `p${i}` })),
    );
    const seconds = (performance.now() - started) / 1000;
    const accepted = answers.filter((res) => res.statusCode === 201).length;
    expect(accepted).toBeGreaterThanOrEqual(20);
    expect(accepted).toBeLessThanOrEqual(20 + Math.ceil(seconds * 2));
    expect(answers.filter((res) => res.statusCode === 429).length).toBe(40 - accepted);
  });
});
