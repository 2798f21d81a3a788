import { invoiceListQuery } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvColumn, csvDownloader, csvLines, expectCsvFile } from '../../test/csv-export.ts';
import { getOk } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { invoiceExportBatches } from './invoice-export.service.ts';

type Answer = { invoices: { id: number; total: number; balance: number }[]; totalInvoices: number };
const URL = '/api/apps/invoice/export.csv';
const numbers = (body: string) => csvColumn(body, 0).map(Number);

describe('invoices: the CSV export', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const download = (query = '', token?: string | null) => csvDownloader(t, URL)(query, token);
  const list = (query: string) => getOk<Answer>(t, `/api/apps/invoice?itemsPerPage=100&${query}`);

  it('downloads a dated CSV with the header line and every invoice of the list, in its order', async () => {
    const res = await download();
    expectCsvFile(
      res,
      'invoices',
      'Invoice,Issued,Due,Client,Company,E-mail,Service,Status,Total,Paid,Balance',
    );
    const { invoices, totalInvoices } = await list('');
    expect(numbers(res.body)).toHaveLength(totalInvoices);
    expect(numbers(res.body)).toEqual(invoices.map((i) => i.id));
    const first = csvLines(res.body)[1]
      .replace(/"(?:[^"]|"")*"/g, 'x')
      .split(',');
    // A negative balance starts with '-': the file neutralises it as a formula with a leading apostrophe.
    const amount = (cell: string | undefined) => Number(cell?.replace(/^'/, ''));
    expect(amount(first.at(-3))).toBe(invoices[0].total);
    expect(amount(first.at(-1))).toBe(invoices[0].balance);
  });

  it('applies the filters and the sort of the list, whatever the paging', async () => {
    for (const query of [
      'status=Paid&sortBy=total&orderBy=desc',
      'q=a&sortBy=client',
      'selectedDateRange[start]=2020-01-01&selectedDateRange[end]=2030-12-31&sortBy=date&orderBy=asc',
      'sortBy=balance&orderBy=desc&page=2&itemsPerPage=5',
    ]) {
      const { invoices } = await list(query.replace(/&page=2&itemsPerPage=5/, ''));
      expect(numbers((await download(`?${query}`)).body), query).toEqual(invoices.map((i) => i.id));
    }
  });

  it('reads batch after batch without losing or repeating an invoice, in every sort', async () => {
    for (const query of ['', 'sortBy=client&orderBy=desc', 'sortBy=balance', 'sortBy=date&orderBy=asc']) {
      const filter = invoiceListQuery.parse(Object.fromEntries(new URLSearchParams(query)));
      const read: number[] = [];
      for await (const batch of invoiceExportBatches(t.app.db, filter, 7))
        read.push(...batch.map((r) => r.id));
      expect(read, query).toEqual((await list(query)).invoices.map((i) => i.id));
    }
  });

  it('refuses a range with start after end (400) and anyone without the invoices (403)', async () => {
    const bad = await download('?start=2026-05-02&end=2026-05-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('end');
    expect((await download('', t.clientToken)).statusCode).toBe(403);
    expect((await download('', null)).statusCode).toBe(401);
  });
});
