import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestAppWithSmtp, deliverQueuedMail, type SmtpTestApp } from '../../test/helper.ts';
import { ADDRESS_TAKEN_TEXT, LINK_INVALID_TEXT } from './registration.service.ts';

const PASSWORD = 'maple-orchard-81';
let made = 0;

describe("the owner's e-mail change and deactivation", () => {
  let t: SmtpTestApp;

  /** A new active user with a password; answers their id, address and token. */
  const newUser = async () => {
    made += 1;
    const username = `self.${process.pid}.${made}`;
    const email = `${username}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/apps/users',
      headers: bearer(t.adminToken),
      payload: {
        fullName: 'Self Service',
        username,
        email,
        role: 'editor',
        currentPlan: 'team',
        password: PASSWORD,
      },
    });
    if (res.statusCode !== 201) throw new Error(`user: ${res.statusCode} ${res.body}`);
    return { id: res.json().id as number, email, token: await t.login(email, PASSWORD) };
  };
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const linkTo = async (to: string) => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      await deliverQueuedMail(t.app);
      const mail = t.smtp.messages.filter((m) => m.envelopeTo.includes(to)).at(-1);
      const token = mail?.text?.match(/verify-email-v1\?token=([A-Za-z0-9_-]+)/)?.[1];
      if (token) return { token, mail };
      if (Date.now() > deadline) throw new Error(`no link mailed to ${to}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const mailsTo = async (to: string) => {
    await deliverQueuedMail(t.app);
    return t.smtp.messages.filter((m) => m.envelopeTo.includes(to));
  };

  beforeAll(async () => {
    t = await createTestAppWithSmtp({ PUBLIC_URL: 'https://app.test' });
  });
  afterAll(() => t.close());

  it('moves the account to the new address only once the mailed link is opened', async () => {
    const me = await newUser();
    const res = await call('POST', '/api/auth/email-change', me.token, {
      email: 'New.Home@Example.com',
      password: PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().pendingEmail).toBe('new.home@example.com');

    const before = await call('GET', '/api/account-settings/account', me.token);
    expect(before.json()).toMatchObject({ email: me.email, pendingEmail: 'new.home@example.com' });
    // The old address still signs in; the new one does not yet.
    await expect(t.login('new.home@example.com', PASSWORD)).rejects.toThrow(/400/);

    const { token, mail } = await linkTo('new.home@example.com');
    expect(mail?.subject).toBe('Confirm your new e-mail address');
    await expect.poll(async () => (await mailsTo(me.email)).length).toBeGreaterThan(0);
    expect((await mailsTo(me.email)).at(-1)?.text).toContain('new.home@example.com');

    const opened = await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().message).toMatch(/new e-mail address is confirmed/);
    const after = await call('GET', '/api/account-settings/account', me.token);
    expect(after.json()).toMatchObject({ email: 'new.home@example.com', pendingEmail: null });
    expect(await t.login('new.home@example.com', PASSWORD)).toBeTruthy();
    await expect(t.login(me.email, PASSWORD)).rejects.toThrow(/400/);

    const again = await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.token).toBe(LINK_INVALID_TEXT);
  });

  it('refuses a wrong password, a bad address and the current address, naming the field', async () => {
    const me = await newUser();
    const wrong = await call('POST', '/api/auth/email-change', me.token, {
      email: 'x@example.com',
      password: 'nope',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.password).toBe('is not your current password');
    const bad = await call('POST', '/api/auth/email-change', me.token, {
      email: 'not-an-address',
      password: PASSWORD,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.email).toBe('must be an e-mail address');
    const same = await call('POST', '/api/auth/email-change', me.token, {
      email: me.email,
      password: PASSWORD,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors.email).toBe('is already your address');
    const pending = await call('GET', '/api/account-settings/account', me.token);
    expect(pending.json().pendingEmail).toBeNull();
  });

  it("does not say that an address has an account, and never moves onto another user's address", async () => {
    const me = await newUser();
    const other = await newUser();
    const res = await call('POST', '/api/auth/email-change', me.token, {
      email: other.email,
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(202);
    await expect.poll(async () => (await mailsTo(other.email)).length).toBeGreaterThan(0);
    const note = (await mailsTo(other.email)).at(-1);
    expect(note?.subject).toBe('Your address was offered for another account');
    expect(note?.text).not.toMatch(/token=/);

    // A link for a free address that another account takes before it is opened.
    await call('POST', '/api/auth/email-change', me.token, { email: 'race@example.com', password: PASSWORD });
    const { token } = await linkTo('race@example.com');
    const third = await newUser();
    const mailed = (await mailsTo('race@example.com')).length;
    await call('POST', '/api/auth/email-change', third.token, {
      email: 'race@example.com',
      password: PASSWORD,
    });
    await expect.poll(async () => (await mailsTo('race@example.com')).length).toBe(mailed + 1);
    const thirdLink = (await linkTo('race@example.com')).token;
    expect(thirdLink).not.toBe(token);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: thirdLink } }))
        .statusCode,
    ).toBe(200);
    const late = await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors.token).toBe(ADDRESS_TAKEN_TEXT);
    expect((await call('GET', '/api/account-settings/account', me.token)).json().email).toBe(me.email);
  });

  it('cancels a pending change: the link stops working', async () => {
    const me = await newUser();
    await call('POST', '/api/auth/email-change', me.token, {
      email: 'cancel.me@example.com',
      password: PASSWORD,
    });
    const { token } = await linkTo('cancel.me@example.com');
    expect((await call('DELETE', '/api/auth/email-change', me.token)).statusCode).toBe(200);
    expect((await call('GET', '/api/account-settings/account', me.token)).json().pendingEmail).toBeNull();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    expect(res.statusCode).toBe(400);
  });

  it('deactivates the account: sessions end, sign-in is refused, the admin sees it inactive', async () => {
    const me = await newUser();
    const second = await t.login(me.email, PASSWORD);
    const noTick = await call('POST', '/api/auth/deactivate', me.token, { password: PASSWORD });
    expect(noTick.statusCode).toBe(400);
    expect(noTick.json().errors.confirm).toBe('must be ticked');
    const wrong = await call('POST', '/api/auth/deactivate', me.token, { password: 'wrong', confirm: true });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.password).toBe('is not your current password');
    expect((await call('GET', '/api/auth/me', me.token)).statusCode).toBe(200);

    const res = await call('POST', '/api/auth/deactivate', me.token, { password: PASSWORD, confirm: true });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call('GET', '/api/auth/me', me.token)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/me', second)).statusCode).toBe(401);
    await expect(t.login(me.email, PASSWORD)).rejects.toThrow(/400/);
    const seen = await call('GET', `/api/apps/users/${me.id}`, t.adminToken);
    expect(seen.json().status).toBe('inactive');
  });

  it('answers 401 to every call without a session', async () => {
    for (const [method, url] of [
      ['POST', '/api/auth/email-change'],
      ['DELETE', '/api/auth/email-change'],
      ['POST', '/api/auth/deactivate'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: {} });
      expect(res.statusCode, url).toBe(401);
    }
  });
});
