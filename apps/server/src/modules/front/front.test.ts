import type { LandingAnswer } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/helper.ts';

describe('landing page API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const contact = (payload: unknown, ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/pages/contact',
      payload: payload as object,
      remoteAddress: ip,
    });

  it('answers published five-star reviews without e-mail addresses, and FAQ questions, signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/pages/landing' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as LandingAnswer;
    expect(body.reviews.length).toBeGreaterThan(0);
    expect(body.reviews.length).toBeLessThanOrEqual(6);
    expect(body.reviews.every((r) => r.rating === 5)).toBe(true);
    expect(res.body).not.toContain('@');
    const ids = body.reviews.map((r) => r.id);
    const { rows } = (await t.app.db.execute(
      sql`select count(*)::int as n from reviews where id = any(${sql.raw(`array[${ids.join(',')}]`)}) and status = 'Published'`,
    )) as { rows: { n: number }[] };
    expect(rows[0].n).toBe(ids.length);
    expect(body.faqs).toHaveLength(4);
  });

  it('delivers a visitor’s message, escaped, to every admin’s inbox', async () => {
    const res = await contact({
      name: 'Ada <b>Lovelace</b>',
      email: 'Ada@Example.com',
      message: 'Hello,\n\nI would like a demo of the shop <script>alert(1)</script>.',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: 'Thank you: your message has been sent.' });
    const inbox = await t.app.inject({
      method: 'GET',
      url: '/api/apps/email?q=Lovelace',
      headers: bearer(t.adminToken),
    });
    expect(inbox.statusCode, inbox.body).toBe(200);
    const mail = inbox.json().emails[0];
    expect(mail.from.email).toBe('ada@example.com');
    expect(mail.subject).toBe('Contact form: message from Ada <b>Lovelace</b>');
    expect(mail.message).toContain('&lt;script&gt;');
    expect(mail.message).not.toContain('<script>');
    expect(mail.isRead).toBe(false);
  });

  it('refuses bad input with the field and the reason', async () => {
    const res = await contact({ name: 'A', email: 'not-an-address', message: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      name: 'must have at least 2 characters',
      email: 'must be an e-mail address',
      message: 'must have at least 10 characters',
    });
  });

  it('stops a flood from one address with 429', async () => {
    const body = { name: 'Flood', email: 'flood@example.com', message: 'One more message, please.' };
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await contact(body, '10.9.9.9')).statusCode);
    expect(codes.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(codes.slice(5)).toEqual([429, 429]);
    expect((await contact(body, '10.9.9.10')).statusCode).toBe(201);
  });
});
