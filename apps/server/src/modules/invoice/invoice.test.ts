import { invoiceStatuses } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema/index.ts';
import { call, countRows, getOk, scalar } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

type Row = {
  id: number;
  issuedDate: string;
  dueDate: string;
  client: { name: string; companyEmail: string };
  total: number;
  balance: number;
  invoiceStatus: string;
};
type List = { invoices: Row[]; totalInvoices: number };

describe('invoices: the spec calls (list, detail, delete, clients)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const url = '/api/apps/invoice';
  const list = (query = '') => getOk<List>(t, `${url}?${query}`);

  it('seeds 36 invoices numbered from 4987, every spec status present, zero and negative balances among them', async () => {
    const all = await list('itemsPerPage=100');
    expect(all.totalInvoices).toBe(36);
    const ids = all.invoices.map((i) => i.id);
    expect(Math.min(...ids)).toBe(4987);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(all.invoices.map((i) => i.invoiceStatus))).toEqual(new Set(invoiceStatuses));
    expect(all.invoices.some((i) => i.balance === 0)).toBe(true);
    expect(all.invoices.some((i) => i.balance < 0)).toBe(true);
    const paid = all.invoices.filter((i) => i.invoiceStatus === 'Paid');
    expect(paid.every((i) => i.balance <= 0)).toBe(true);
  });

  it('pages 10 by default and answers the total of the filter', async () => {
    const first = await list();
    expect(first.invoices).toHaveLength(10);
    expect(first.totalInvoices).toBe(36);
    const last = await list('page=4');
    expect(last.invoices).toHaveLength(6);
    expect(last.totalInvoices).toBe(36);
  });

  it('filters by exact status and sums agree with the stats', async () => {
    const stats = await getOk<{ byStatus: { status: string; count: number; total: number }[] }>(
      t,
      `${url}/stats`,
    );
    for (const { status, count } of stats.byStatus) {
      const page = await list(`status=${encodeURIComponent(status)}&itemsPerPage=100`);
      expect(page.totalInvoices, status).toBe(count);
      expect(page.invoices.every((i) => i.invoiceStatus === status)).toBe(true);
    }
  });

  it('searches client name, company e-mail and the invoice number', async () => {
    const all = (await list('itemsPerPage=100')).invoices;
    const sample = all[5];
    const byName = await list(`q=${encodeURIComponent(sample.client.name.toUpperCase())}&itemsPerPage=100`);
    expect(byName.invoices.map((i) => i.id)).toContain(sample.id);
    expect(byName.invoices.every((i) => i.client.name === sample.client.name)).toBe(true);
    const byEmail = await list(`q=${encodeURIComponent(sample.client.companyEmail)}`);
    expect(byEmail.invoices.map((i) => i.id)).toContain(sample.id);
    const byId = await list(`q=${sample.id}`);
    expect(byId.invoices.map((i) => i.id)).toEqual([sample.id]);
    expect((await list('q=no-such-client-anywhere')).totalInvoices).toBe(0);
  });

  it('filters the issued date by range, in the bracket form and the plain form alike', async () => {
    const all = (await list('itemsPerPage=100&sortBy=date&orderBy=asc')).invoices;
    const start = all[10].issuedDate;
    const end = all[20].issuedDate;
    const expected = all.filter((i) => i.issuedDate >= start && i.issuedDate <= end).length;
    const plain = await list(`start=${start}&end=${end}&itemsPerPage=100`);
    const bracket = await list(
      `selectedDateRange%5Bstart%5D=${start}&selectedDateRange%5Bend%5D=${end}&itemsPerPage=100`,
    );
    expect(plain.totalInvoices).toBe(expected);
    expect(bracket.invoices.map((i) => i.id)).toEqual(plain.invoices.map((i) => i.id));
    expect(plain.invoices.every((i) => i.issuedDate >= start && i.issuedDate <= end)).toBe(true);
  });

  it('sorts by each key both ways, ids breaking ties', async () => {
    const pick: Record<string, (r: Row) => string | number> = {
      client: (r: Row) => r.client.name,
      total: (r: Row) => r.total,
      id: (r: Row) => r.id,
      date: (r: Row) => r.issuedDate,
      balance: (r: Row) => r.balance,
    };
    for (const [key, value] of Object.entries(pick)) {
      for (const dir of ['asc', 'desc'] as const) {
        const rows = (await list(`sortBy=${key}&orderBy=${dir}&itemsPerPage=100`)).invoices;
        const values = rows.map(value);
        const sorted = [...values].sort((a, b) =>
          typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'en'),
        );
        if (dir === 'desc') sorted.reverse();
        if (key !== 'client') expect(values, `${key} ${dir}`).toEqual(sorted);
        expect(rows).toHaveLength(36);
      }
    }
  });

  it('answers 400 naming the field for a bad status, sort, date or range', async () => {
    const cases: [string, string][] = [
      ['status=Lost', 'status'],
      ['sortBy=secret', 'sortBy'],
      ['orderBy=up', 'orderBy'],
      ['start=2026-02-30', 'start'],
      ['start=yesterday', 'start'],
      ['start=2026-03-01&end=2026-02-01', 'end'],
      ['selectedDateRange%5Bstart%5D=2026-03-01&selectedDateRange%5Bend%5D=2026-02-01', 'end'],
      ['itemsPerPage=1000', 'itemsPerPage'],
    ];
    for (const [query, field] of cases) {
      const res = await call(t, 'GET', `${url}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), query).toContain(field);
    }
  });

  it('uses the defaults for page numbers that are not numbers', async () => {
    const page = await list('page=abc&itemsPerPage=xyz');
    expect(page.invoices).toHaveLength(10);
  });

  it('shows one invoice with its payment details, and 404 with the spec text for an unknown one', async () => {
    const detail = await getOk<{
      invoice: { id: number; items: unknown[]; total: number; balance: number; paid: number };
      paymentDetails: { totalDue: number; iban: string };
    }>(t, `${url}/4987`);
    expect(detail.invoice.id).toBe(4987);
    expect(detail.invoice.items.length).toBeGreaterThan(0);
    expect(detail.invoice.balance).toBeCloseTo(detail.invoice.total - detail.invoice.paid, 2);
    expect(detail.paymentDetails.totalDue).toBe(detail.invoice.balance);
    expect(detail.paymentDetails.iban).toMatch(/^ETD\d{16}$/);
    const missing = await call(t, 'GET', `${url}/999999`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'No invoice found with this id' });
    expect((await call(t, 'GET', `${url}/abc`)).statusCode).toBe(400);
  });

  it('gives the first 5 clients, and finds clients by name', async () => {
    const clients = await getOk<{ id: number; name: string }[]>(t, `${url}/clients`);
    expect(clients).toHaveLength(5);
    expect(clients.map((c) => c.id)).toEqual([...clients.map((c) => c.id)].sort((a, b) => a - b));
    const found = await getOk<{ name: string }[]>(
      t,
      `${url}/clients?q=${encodeURIComponent(clients[2].name)}`,
    );
    expect(found.map((c) => c.name)).toContain(clients[2].name);
  });

  it('deletes one invoice (204) and answers 404 with {error} the second time; the number is not reused', async () => {
    const before = await countRows(t, invoices);
    const res = await call(t, 'DELETE', `${url}/4990`);
    expect(res.statusCode).toBe(204);
    expect(await countRows(t, invoices)).toBe(before - 1);
    const again = await call(t, 'DELETE', `${url}/4990`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'Something went wrong' });
    const max = await scalar(t, sql`select max(id)::int as n from invoices`);
    const created = await call(t, 'POST', url, {
      clientId: 1,
      issuedDate: '2026-01-01',
      dueDate: '2026-01-31',
      items: [{ item: 'Audit', cost: 10, quantity: 1 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().invoice.id).toBe(max + 1);
  });

  it('refuses the demo client (403) and anonymous callers (401)', async () => {
    expect((await call(t, 'GET', url, undefined, t.clientToken)).statusCode).toBe(403);
    expect((await call(t, 'DELETE', `${url}/4991`, undefined, t.clientToken)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
