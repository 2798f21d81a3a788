import type { AbilityRule } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, scalar, signedInUser, uniqueTag } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

const url = '/api/apps/invoice';
const today = () => new Date().toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const body = (overrides: Record<string, unknown> = {}) => ({
  clientId: 1,
  issuedDate: today(),
  dueDate: inDays(30),
  service: 'Audit',
  items: [{ item: 'Review', cost: 300, quantity: 2 }],
  ...overrides,
});

/**
 * Rule conditions on Invoice (decision 015): a member who sees the invoices not yet paid, changes only
 * open ones (Draft, Downloaded) and deletes only drafts.
 */
describe('invoices under conditions on their status', () => {
  let t: TestApp;
  let token: string;
  const unpaid = ['Draft', 'Downloaded', 'Sent', 'Past Due', 'Partial Payment'];
  beforeAll(async () => {
    t = await createTestApp();
    token = await memberToken([
      { action: 'read', subject: 'Invoice', conditions: { status: { $nin: ['Paid'] } } },
      { action: 'update', subject: 'Invoice', conditions: { status: { $in: ['Draft', 'Downloaded'] } } },
      { action: 'delete', subject: 'Invoice', conditions: { status: 'Draft' } },
    ]);
  });
  afterAll(() => t.close());

  const memberToken = async (rules: AbilityRule[]) => {
    const role = await call(t, 'POST', '/api/apps/roles', { name: uniqueTag('invoices'), rules });
    expect(role.statusCode, role.body).toBe(201);
    return (await signedInUser(t, role.json().name)).token;
  };
  const as = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', path: string, payload?: object, who = token) =>
    call(t, method, `${url}${path}`, payload, who);
  const created = async (overrides: Record<string, unknown> = {}) => {
    const res = await call(t, 'POST', url, body(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().invoice.id as number;
  };
  const paid = async () => {
    const id = await created();
    const res = await call(t, 'POST', `${url}/${id}/payments`, {
      date: today(),
      amount: 600,
      method: 'Cash',
    });
    expect(res.json().invoice.invoiceStatus).toBe('Paid');
    return id;
  };
  const unpaidCount = () => scalar(t, sql`select count(*)::int as n from invoices where status <> 'Paid'`);
  const statusOf = async (id: number) => (await call(t, 'GET', `${url}/${id}`)).json().invoice.invoiceStatus;

  it('lists only unpaid invoices, with their total, and exports the same', async () => {
    const inside = await unpaidCount();
    expect(inside).toBeGreaterThan(0);
    expect(
      await scalar(t, sql`select count(*)::int as n from invoices where status = 'Paid'`),
    ).toBeGreaterThan(0);
    const res = await as('GET', '?itemsPerPage=100');
    expect(res.statusCode, res.body).toBe(200);
    const { invoices, totalInvoices } = res.json() as {
      invoices: { invoiceStatus: string }[];
      totalInvoices: number;
    };
    expect(invoices.length).toBeGreaterThan(0);
    expect(invoices.every((i) => unpaid.includes(i.invoiceStatus))).toBe(true);
    expect(totalInvoices).toBe(inside);
    expect((await as('GET', '?status=Paid')).json()).toMatchObject({ invoices: [], totalInvoices: 0 });
    const csv = await as('GET', '/export.csv');
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\n').slice(1);
    expect(lines).toHaveLength(inside);
    expect(lines.some((line) => line.includes(',Paid,'))).toBe(false);
  });

  it('opens an unpaid invoice and its PDF, and answers 404 for a paid one', async () => {
    const open = await created();
    const closed = await paid();
    expect((await as('GET', `/${open}`)).statusCode).toBe(200);
    expect((await as('GET', `/${closed}`)).statusCode).toBe(404);
    expect((await as('GET', `/${closed}/pdf`)).statusCode).toBe(404);
    const pdf = await as('GET', `/${open}/pdf`);
    expect(pdf.statusCode).toBe(200);
    // The member may change Drafts and Downloaded invoices: the download moves it, as for anyone.
    expect(await statusOf(open)).toBe('Downloaded');
  });

  it('saves an open invoice, refuses a change that takes it out of the rule (403), and 404s a sent one', async () => {
    const id = await created();
    const saved = await as('PUT', `/${id}`, body({ service: 'Second audit' }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().invoice.service).toBe('Second audit');

    expect((await as('PUT', `/${id}`, body({ status: 'Sent' }))).statusCode).toBe(403);
    const payment = await as('POST', `/${id}/payments`, { date: today(), amount: 600, method: 'Cash' });
    expect(payment.statusCode).toBe(403);
    const send = await as('POST', `/${id}/send`, {
      to: ['a@example.com'],
      subject: 'Invoice',
      message: 'Hi',
    });
    expect(send.statusCode).toBe(403);
    const after = (await call(t, 'GET', `${url}/${id}`)).json().invoice;
    expect(after).toMatchObject({ invoiceStatus: 'Draft', payments: [], service: 'Second audit' });

    const sent = await created({ status: 'Sent' });
    expect((await as('PUT', `/${sent}`, body({ status: 'Sent', service: 'x' }))).statusCode).toBe(404);
    expect((await as('PUT', `/${sent}`, body({ status: 'Sent', version: 999 }))).statusCode).toBe(404);
    const pay = await as('POST', `/${sent}/payments`, { date: today(), amount: 10, method: 'Cash' });
    expect(pay.statusCode).toBe(404);
    expect((await as('GET', `/${sent}`)).json().invoice.service).toBe('Audit');
  });

  it('deletes a draft and answers 404 for a sent invoice, which stays', async () => {
    const draft = await created();
    const sent = await created({ status: 'Sent' });
    const refused = await as('DELETE', `/${sent}`);
    expect(refused.statusCode).toBe(404);
    expect(await statusOf(sent)).toBe('Sent');
    expect((await as('DELETE', `/${draft}`)).statusCode).toBe(204);
    expect((await call(t, 'GET', `${url}/${draft}`)).statusCode).toBe(404);
  });

  it('still needs the right on every invoice for the stats, a create and a duplicate', async () => {
    expect((await as('GET', '/stats')).statusCode).toBe(403);
    expect((await as('POST', '', body())).statusCode).toBe(403);
    expect((await as('POST', `/${await created()}/duplicate`)).statusCode).toBe(403);
  });

  it('hides paid invoices under an inverted rule', async () => {
    const who = await memberToken([
      { action: 'read', subject: 'Invoice' },
      { action: 'read', subject: 'Invoice', inverted: true, conditions: { status: 'Paid' } },
    ]);
    const list = await as('GET', '?itemsPerPage=100', undefined, who);
    expect(list.json().totalInvoices).toBe(await unpaidCount());
    expect((await as('GET', `/${await paid()}`, undefined, who)).statusCode).toBe(404);
    const csv = await as('GET', '/export.csv', undefined, who);
    expect(csv.body.trim().split('\n')).toHaveLength((await unpaidCount()) + 1);
  });

  it.each<[string, AbilityRule, string]>([
    [
      'a create',
      { action: 'create', subject: 'Invoice', conditions: { status: 'Draft' } },
      'rules.0.conditions',
    ],
    [
      'an unknown field',
      { action: 'read', subject: 'Invoice', conditions: { total: 5 } },
      'rules.0.conditions.total',
    ],
    [
      'an operator it does not enforce',
      { action: 'read', subject: 'Invoice', conditions: { status: { $elemMatch: 'Paid' } } },
      'rules.0.conditions.status.$elemMatch',
    ],
    [
      'a client that is not a number',
      { action: 'read', subject: 'Invoice', conditions: { clientId: 'x' } },
      'rules.0.conditions.clientId',
    ],
  ])('refuses %s on Invoice with 400 naming %s', async (_, rule, path) => {
    const res = await call(t, 'POST', '/api/apps/roles', { name: uniqueTag('bad'), rules: [rule] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty([path]);
  });
});
