import type { FaqAnswer, FaqQuestion } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_FAQ } from '../../db/seed/faq.data.ts';
import { bearer, createTestApp, type TestApp } from '../../test/helper.ts';

describe('FAQ API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const faq = async (qs = '', token: string | null = t.clientToken) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/pages/faq${qs}`,
      headers: token ? bearer(token) : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as FaqAnswer;
  };
  const write = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = t.adminToken) =>
    t.app.inject({ method, url, payload: payload as object, headers: bearer(token) });

  it('answers the five groups in order with every question when q is empty, to any signed-in user', async () => {
    const groups = await faq();
    expect(groups.map((g) => g.faqTitle)).toEqual([
      'Payment',
      'Delivery',
      'Orders',
      'Account',
      'Back office',
    ]);
    expect(Object.keys(groups[0]).sort()).toEqual(['faqIcon', 'faqSubtitle', 'faqTitle', 'faqs', 'id']);
    expect(groups.map((g) => g.faqs.length)).toEqual(SEED_FAQ.map((g) => g.faqs.length));
    expect(groups[1].faqs[1]).toMatchObject({ question: 'What is the delivery cost of my order?' });
    expect(groups[1].faqs[1].answer).toMatch(/cheapest rate of your country’s zone/);
    expect(await faq('?q=')).toEqual(groups);
    expect(await faq('?q=%20%20')).toEqual(groups);
  });

  it('answers with what the shop really does', async () => {
    const text = (await faq()).flatMap((g) => g.faqs.map((f) => f.answer)).join(' ');
    for (const fact of [
      'never charged',
      'not offered',
      'minimum order',
      'no order page for buyers',
      'for one hour',
      '24 hours',
    ])
      expect(text).toContain(fact);
  });

  it('keeps only the questions holding q, in any case, and only the groups that have one', async () => {
    const groups = await faq('?q=CANCEL');
    const expected = SEED_FAQ.map((g) => ({
      title: g.title,
      questions: g.faqs.filter((f) => /cancel/i.test(f.question)).map((f) => f.question),
    })).filter((g) => g.questions.length > 0);
    expect(groups.map((g) => ({ title: g.faqTitle, questions: g.faqs.map((f) => f.question) }))).toEqual(
      expected,
    );
    expect(groups.length).toBeGreaterThan(0);
    expect(groups.length).toBeLessThan(5);
  });

  it('matches on the question only, not the answer', async () => {
    // "Authenticator" is in an answer, never in a question.
    expect(await faq('?q=authenticator')).toEqual([]);
  });

  it('answers an empty list when nothing matches, and treats % and _ as text', async () => {
    expect(await faq('?q=zzzz-no-such-question')).toEqual([]);
    expect(await faq('?q=%25')).toEqual([]);
    expect(await faq('?q=_')).toEqual([]);
  });

  it('asks for a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/pages/faq' });
    expect(res.statusCode).toBe(401);
  });

  it('lets an admin add a question, last in its group, and finds it by q', async () => {
    const [payment] = await faq();
    const res = await write('POST', '/api/pages/faq/questions', {
      groupId: payment.id,
      question: '  Can I pay with a gift card?  ',
      answer: 'Yes, gift cards are accepted at checkout.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as FaqQuestion;
    expect(created.question).toBe('Can I pay with a gift card?');
    const [after] = await faq();
    expect(after.faqs.at(-1)?.id).toBe(created.id);
    const found = await faq('?q=gift card');
    expect(found).toHaveLength(1);
    expect(found[0].faqs.map((f) => f.question)).toEqual(['Can I pay with a gift card?']);
  });

  it('moves a question to another group on update and deletes it', async () => {
    const [payment, delivery] = await faq();
    const made = (
      await write('POST', '/api/pages/faq/questions', {
        groupId: payment.id,
        question: 'Is there a minimum order amount?',
        answer: 'No, there is no minimum order amount.',
      })
    ).json() as FaqQuestion;
    const moved = await write('PUT', `/api/pages/faq/questions/${made.id}`, {
      groupId: delivery.id,
      question: 'Is there a minimum order amount for delivery?',
      answer: 'No minimum: parcel delivery is free for every order.',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const groups = await faq();
    expect(groups[1].faqs.at(-1)).toMatchObject({
      id: made.id,
      question: 'Is there a minimum order amount for delivery?',
    });
    expect(groups[0].faqs.some((f) => f.id === made.id)).toBe(false);

    expect((await write('DELETE', `/api/pages/faq/questions/${made.id}`)).statusCode).toBe(204);
    expect((await faq('?q=minimum order amount')).length).toBe(0);
    const again = await write('DELETE', `/api/pages/faq/questions/${made.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'FAQ question not found' });
  });

  it('refuses bad input with the field and the reason', async () => {
    const [payment] = await faq();
    const short = await write('POST', '/api/pages/faq/questions', {
      groupId: payment.id,
      question: 'Why',
      answer: '',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toMatchObject({
      question: 'must have at least 5 characters',
      answer: 'must have at least 5 characters',
    });
    const noGroup = await write('POST', '/api/pages/faq/questions', {
      groupId: 999_999,
      question: 'A question without a group?',
      answer: 'This cannot be saved.',
    });
    expect(noGroup.statusCode).toBe(400);
    expect(noGroup.json().errors).toEqual({ groupId: 'is not a known FAQ group' });
    const badId = await write('PUT', '/api/pages/faq/questions/abc', {});
    expect(badId.statusCode).toBe(400);
    const missing = await write('PUT', '/api/pages/faq/questions/999999', {
      groupId: payment.id,
      question: 'A question that is not there?',
      answer: 'It was never written.',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('lets a client read but not write (403)', async () => {
    const [payment] = await faq();
    const body = {
      groupId: payment.id,
      question: 'A client’s question?',
      answer: 'Clients cannot write here.',
    };
    expect((await write('POST', '/api/pages/faq/questions', body, t.clientToken)).statusCode).toBe(403);
    const id = payment.faqs[0].id;
    expect((await write('PUT', `/api/pages/faq/questions/${id}`, body, t.clientToken)).statusCode).toBe(403);
    expect(
      (await write('DELETE', `/api/pages/faq/questions/${id}`, undefined, t.clientToken)).statusCode,
    ).toBe(403);
    expect((await faq())[0].faqs[0].id).toBe(id);
  });
});
