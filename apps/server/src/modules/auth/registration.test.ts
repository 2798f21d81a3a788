import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_TEXT } from '../../auth/password-rules.ts';
import { settleBackgroundWork } from '../../lib/background-work.ts';
import {
  bearer,
  createTestAppWithSmtp,
  deliverQueuedMail,
  type SmtpTestApp,
  type TestApp,
} from '../../test/helper.ts';
import { FORGOT_ANSWER_TEXT } from './password.service.ts';
import { LINK_INVALID_TEXT, REGISTRATION_CLOSED_TEXT, SIGN_UP_LIMITS } from './registration.service.ts';

const STRONG = 'violet-harbour-42';
let address = 0;
/** Each call comes from its own address so the per-address throttles do not add up across tests. */
const from = () => `10.1.${Math.floor(++address / 250)}.${address % 250}`;

const rowsOf = async (t: TestApp, query: SQL) =>
  (await t.app.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };

describe('sign-up, e-mail verification and password reset', () => {
  let t: SmtpTestApp;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: from() });
  /** The token of the last link mailed to `to` (waits for the mail to arrive). */
  const linkTo = async (to: string, path: string) => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      await deliverQueuedMail(t.app);
      const mail = t.smtp.messages.filter((m) => m.envelopeTo.includes(to) && m.text?.includes(path)).at(-1);
      const token = mail?.text?.match(new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`))?.[1];
      if (token) return { token, mail };
      if (Date.now() > deadline) throw new Error(`no ${path} mail for ${to}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  /** Signs up and waits for the account's work that runs beside the answer (the row, the mail). */
  const register = async (body: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const res = await post('/api/auth/register', body, headers);
    await deliverQueuedMail(t.app);
    return res;
  };
  const mailsTo = (to: string, subject: string) =>
    t.smtp.messages.filter((m) => m.envelopeTo.includes(to) && m.subject === subject).length;

  beforeAll(async () => {
    t = await createTestAppWithSmtp({ PUBLIC_URL: 'https://app.test' });
  });
  afterAll(() => t.close());

  it('creates a pending account that signs in only after the mailed link is opened, once', async () => {
    const res = await register({ username: 'newbie', email: 'Newbie@Example.com', password: STRONG });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: 'newbie@example.com' });

    const early = await post('/api/auth/login', { email: 'newbie@example.com', password: STRONG });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors.email).toMatch(/Confirm your e-mail address/);

    const { token, mail } = await linkTo('newbie@example.com', '/verify-email-v1');
    expect(mail?.subject).toBe('Confirm your e-mail address');
    expect(mail?.text).toContain('https://app.test/pages/authentication/verify-email-v1?token=');
    const stored = await rowsOf(t, sql`select token_hash from account_tokens where purpose = 'verify-email'`);
    expect(JSON.stringify(stored.rows)).not.toContain(token);

    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(200);
    const again = await post('/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.token).toBe(LINK_INVALID_TEXT);

    const login = await post('/api/auth/login', { email: 'newbie@example.com', password: STRONG });
    expect(login.statusCode).toBe(201);
    expect(login.json().userData).toMatchObject({ username: 'newbie', role: 'client' });
  });

  it('refuses weak and common passwords with the field and the reason', async () => {
    const short = await register({ username: 'weak1', email: 'weak1@example.com', password: 'abc12' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.password).toMatch(/at least 10 characters/);
    for (const password of ['password123', 'Password123!', 'qwertyuiop', '1234567890']) {
      const res = await register({ username: 'weak2', email: 'weak2@example.com', password });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().errors.password).toBe(COMMON_PASSWORD_TEXT);
    }
    const personal = await register({
      username: 'harbourman',
      email: 'weak3@example.com',
      password: 'harbourman-2024',
    });
    expect(personal.json().errors.password).toMatch(/e-mail address or username/);
    const none = await rowsOf(t, sql`select count(*)::int as n from users where email like 'weak%'`);
    expect(none.rows[0]).toEqual({ n: 0 });
  });

  it('names a taken username but answers an existing address like a new one (and mails its owner)', async () => {
    const admin = await rowsOf(t, sql`select username from users where email = 'admin@demo.com'`);
    const { username } = admin.rows[0] as { username: string };
    const taken = await register({
      username: username.toUpperCase(),
      email: 'other@example.com',
      password: STRONG,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.username).toBe('is already taken');

    const fresh = await register({ username: 'fresh-one', email: 'fresh@example.com', password: STRONG });
    const existing = await register({ username: 'someone-new', email: 'admin@demo.com', password: STRONG });
    expect(existing.statusCode).toBe(fresh.statusCode);
    expect(existing.json().message).toBe(fresh.json().message);
    await expect
      .poll(() =>
        t.smtp.messages.some(
          (m) => m.envelopeTo.includes('admin@demo.com') && m.subject === 'You already have an account',
        ),
      )
      .toBe(true);
  });

  it('refuses an expired verification link and sends a new one on request, throttled', async () => {
    await register({ username: 'late-comer', email: 'late@example.com', password: STRONG });
    const { token } = await linkTo('late@example.com', '/verify-email-v1');
    await t.app.db.execute(
      sql`update account_tokens set expires_at = now() - interval '1 second' where purpose = 'verify-email'`,
    );
    const expired = await post('/api/auth/verify-email', { token });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors.token).toBe(LINK_INVALID_TEXT);

    const resend = await post('/api/auth/verify-email/resend', { email: 'late@example.com' });
    expect(resend.statusCode).toBe(202);
    const unknown = await post('/api/auth/verify-email/resend', { email: 'ghost@example.com' });
    expect(unknown.json()).toEqual(resend.json());
    const next = await linkTo('late@example.com', '/verify-email-v1');
    expect(next.token).not.toBe(token);
    expect((await post('/api/auth/verify-email', { token: next.token })).statusCode).toBe(200);

    await post('/api/auth/verify-email/resend', { email: 'late@example.com' });
    await post('/api/auth/verify-email/resend', { email: 'late@example.com' });
    const fourth = await post('/api/auth/verify-email/resend', { email: 'late@example.com' });
    expect(fourth.statusCode).toBe(429);
  });

  it('answers bad tokens and bodies with 400 and the field', async () => {
    const bad = await post('/api/auth/verify-email', { token: 'not a token!' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.token).toBeDefined();
    const missing = await post('/api/auth/reset-password', { token: 'abc' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.password).toBeDefined();
    const email = await post('/api/auth/forgot-password', { email: 'not-an-address' });
    expect(email.statusCode).toBe(400);
    expect(email.json().errors.email).toBe('must be an e-mail address');
  });

  it('records the referral when an account is created through a referral link', async () => {
    const customer = await rowsOf(t, sql`select id, customer_number from customers order by id limit 1`);
    const { id, customer_number } = customer.rows[0] as { id: number; customer_number: number };
    const res = await register({
      username: 'referred',
      email: 'referred@example.com',
      password: STRONG,
      ref: String(customer_number),
    });
    expect(res.statusCode).toBe(201);
    const user = await rowsOf(t, sql`select id from users where email = 'referred@example.com'`);
    const rows = await rowsOf(
      t,
      sql`select customer_id, status from referrals where referred_id = ${(user.rows[0] as { id: number }).id}`,
    );
    expect(rows.rows).toEqual([{ customer_id: id, status: 'Unpaid' }]);
    const unknownRef = await register({
      username: 'referred2',
      email: 'referred2@example.com',
      password: STRONG,
      ref: '99999999',
    });
    expect(unknownRef.statusCode).toBe(201);
  });

  it('records the referral of a link that names the sharing person by username, as the referrals page shares it', async () => {
    // The admin (johndoe) as a customer of the shop too: the referral is the customer's.
    await rowsOf(
      t,
      sql`insert into customers (customer_number, name, email, country, country_code)
          values ((select max(customer_number) + 1 from customers), 'John Doe', 'admin@demo.com', 'USA', 'us')`,
    );
    const res = await register({
      username: 'referred3',
      email: 'referred3@example.com',
      password: STRONG,
      ref: 'johndoe',
    });
    expect(res.statusCode).toBe(201);
    const rows = await rowsOf(
      t,
      sql`select c.email, r.status from referrals r join customers c on c.id = r.customer_id
          join users u on u.id = r.referred_id where u.email = 'referred3@example.com'`,
    );
    expect(rows.rows).toEqual([{ email: 'admin@demo.com', status: 'Unpaid' }]);
    const odd = await register({
      username: 'referred4',
      email: 'referred4@example.com',
      password: STRONG,
      ref: 'john doe<script>',
    });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().errors.ref).toBe('must be a username or a customer number');
  });

  it('lets an admin close registration and choose the default role; closed answers 400 with the reason', async () => {
    const nonAdmin = await t.app.inject({
      method: 'GET',
      url: '/api/auth/registration-settings',
      headers: bearer(t.clientToken),
    });
    expect(nonAdmin.statusCode).toBe(403);
    const badRole = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/registration-settings',
      headers: bearer(t.adminToken),
      payload: { open: true, defaultRole: 'nope' },
    });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().errors.defaultRole).toBe('is not an existing role');

    const close = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/registration-settings',
      headers: bearer(t.adminToken),
      payload: { open: false, defaultRole: 'client' },
    });
    expect(close.json()).toMatchObject({ open: false, defaultRole: 'client' });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/registration' })).json()).toEqual({
      open: false,
    });
    const closed = await register({ username: 'too-late', email: 'too-late@example.com', password: STRONG });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe(REGISTRATION_CLOSED_TEXT);

    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/registration-settings',
      headers: bearer(t.adminToken),
      payload: { open: true, defaultRole: 'admin' },
    });
    await register({ username: 'promoted', email: 'promoted@example.com', password: STRONG });
    const role = await rowsOf(
      t,
      sql`select r.name from users u join roles r on r.id = u.role_id where u.email = 'promoted@example.com'`,
    );
    expect(role.rows).toEqual([{ name: 'admin' }]);
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/registration-settings',
      headers: bearer(t.adminToken),
      payload: { open: true, defaultRole: 'client' },
    });
  });

  it('resets a password by the mailed link once, ending every session; expired links fail', async () => {
    const email = 'reset-me@example.com';
    await register({ username: 'reset-me', email, password: STRONG });
    await post('/api/auth/verify-email', { token: (await linkTo(email, '/verify-email-v1')).token });
    const session = (await post('/api/auth/login', { email, password: STRONG })).json().accessToken as string;

    const asked = await post('/api/auth/forgot-password', { email });
    expect(asked.statusCode).toBe(202);
    expect(asked.json().message).toBe(FORGOT_ANSWER_TEXT);
    const { token, mail } = await linkTo(email, '/reset-password-v1');
    expect(mail?.subject).toBe('Reset your password');

    const weak = await post('/api/auth/reset-password', { token, password: 'password12' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toBe(COMMON_PASSWORD_TEXT);
    const done = await post('/api/auth/reset-password', { token, password: 'new-lantern-route-7' });
    expect(done.statusCode).toBe(200);
    const reused = await post('/api/auth/reset-password', { token, password: 'other-lantern-route-8' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors.token).toBe(LINK_INVALID_TEXT);

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(session) });
    expect(me.statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, password: STRONG })).statusCode).toBe(400);
    expect((await post('/api/auth/login', { email, password: 'new-lantern-route-7' })).statusCode).toBe(201);

    await post('/api/auth/forgot-password', { email });
    const second = await linkTo(email, '/reset-password-v1');
    await t.app.db.execute(
      sql`update account_tokens set expires_at = now() - interval '1 second' where purpose = 'reset-password'`,
    );
    const expired = await post('/api/auth/reset-password', {
      token: second.token,
      password: 'third-lantern-route-9',
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors.token).toBe(LINK_INVALID_TEXT);
  });

  it('answers the same, in about the same time, whether or not the address has an account', async () => {
    const time = async (email: string) => {
      const started = performance.now();
      const res = await post('/api/auth/forgot-password', { email });
      return { ms: performance.now() - started, status: res.statusCode, body: res.body };
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Four each: the fifth request for one address in 15 minutes is the throttle's.
    for (let i = 0; i < 4; i++) {
      const a = await time('client@demo.com');
      const b = await time(`nobody-${i}@example.com`);
      expect(b.status).toBe(a.status);
      expect(b.body).toBe(a.body);
      known.push(a.ms);
      unknown.push(b.ms);
    }
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)];
    // Both answers wait until 300 ms after the start; what is left is the machine's noise, which on a
    // loaded two-core CI reached 65 ms between the medians.
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(90);
    expect(Math.min(...known, ...unknown)).toBeGreaterThanOrEqual(295);
  });

  it('throttles reset requests per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await post('/api/auth/forgot-password', { email: 'spam@example.com' })).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it('answers a sign-up the same, in about the same time, whether or not the address has an account', async () => {
    const time = async (email: string, username: string) => {
      const started = performance.now();
      const res = await post('/api/auth/register', { username, email, password: STRONG });
      return { ms: performance.now() - started, status: res.statusCode, body: res.json() };
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      const a = await time('client@demo.com', `timing-known-${i}`);
      const b = await time(`timing-${i}@example.com`, `timing-new-${i}`);
      expect(b.status).toBe(201);
      expect(a.status).toBe(201);
      expect(a.body.message).toBe(b.body.message);
      known.push(a.ms);
      unknown.push(b.ms);
    }
    await settleBackgroundWork();
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)];
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(60);
    expect(Math.min(...known, ...unknown)).toBeGreaterThanOrEqual(295);
  });

  it('refuses the sign-up beyond the limit for one address with 429 and Retry-After, and mails its owner once', async () => {
    const before = mailsTo('user@demo.com', 'You already have an account');
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof post>> | null = null;
    for (let i = 0; i <= SIGN_UP_LIMITS.address; i++) {
      last = await register({ username: `flood-${i}`, email: 'user@demo.com', password: STRONG });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([...Array(SIGN_UP_LIMITS.address).fill(201), 429]);
    expect(last?.json().message).toMatch(
      /^Too many sign-ups for this address\. Try again in \d+ minutes?\.$/,
    );
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    // Give a late mail the time to arrive before counting.
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo('user@demo.com', 'You already have an account') - before).toBe(1);
  });

  it('refuses more sign-ups from one client address than its limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_UP_LIMITS.client; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { username: `busy-${i}`, email: `busy-${i}@example.com`, password: 'password12' },
        remoteAddress: '10.200.0.1',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, SIGN_UP_LIMITS.client).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('counts a real sign-up on the analytics dashboard', async () => {
    const signUps = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/dashboard/analytics', headers: bearer(t.adminToken) })
      ).json().totals.signUps as number;
    const before = await signUps();
    expect(
      (await register({ username: 'counted', email: 'counted@example.com', password: STRONG })).statusCode,
    ).toBe(201);
    expect(await signUps()).toBe(before + 1);
    // An address that already has an account creates nothing, so counts nothing.
    await register({ username: 'not-counted', email: 'counted@example.com', password: STRONG });
    expect(await signUps()).toBe(before + 1);
  });
});
