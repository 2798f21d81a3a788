import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

export type CsvColumn<R> = { header: string; value: (row: R) => unknown };

/**
 * Spreadsheet apps run a cell that starts with one of these as a formula (CSV injection, OWASP):
 * = + - @, a tab or a carriage return. Such a cell gets a leading apostrophe, which the spreadsheet
 * shows as text; the value read back by a program starts with that apostrophe.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Excel reads a CSV file as UTF-8 only when it starts with a byte-order mark. */
export const UTF8_BOM = '\uFEFF';

/** One RFC 4180 cell: formulas neutralised, then quoted when it holds a comma, quote or line break. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  if (/[",\r\n]/.test(text)) return `"${text.replaceAll('"', '""')}"`;
  return text;
}

/** A row with the CRLF that ends the line before it: the file ends without an empty last line. */
function csvLine<R>(columns: readonly CsvColumn<R>[], row: R): string {
  return `\r\n${columns.map((c) => csvCell(c.value(row))).join(',')}`;
}

/**
 * The CSV text as a stream: the BOM and the header line, then one line per row (CRLF between lines), one chunk
 * per batch. The stream pulls the next batch only when the reader has taken the last one
 * (back-pressure), and stops pulling when it is destroyed (the client went away).
 */
export function csvStream<R>(columns: readonly CsvColumn<R>[], batches: AsyncIterable<R[]>): Readable {
  async function* lines() {
    yield `${UTF8_BOM}${columns.map((c) => csvCell(c.header)).join(',')}`;
    for await (const batch of batches) {
      if (batch.length > 0) yield batch.map((row) => csvLine(columns, row)).join('');
    }
  }
  return Readable.from(lines(), { objectMode: false, highWaterMark: 64 * 1024 });
}

/**
 * Reads a list in batches by its sort key: each batch asks for the rows after the last one seen, so
 * no connection is held between batches and no OFFSET is walked. Ends on a short batch. The next
 * batch is asked for as soon as one arrives, so the database reads it while this one is turned
 * into CSV and sent (at most one batch ahead: back-pressure still holds).
 */
export async function* keysetBatches<R>(
  fetchBatch: (after: R | undefined, size: number) => Promise<R[]>,
  size = EXPORT_BATCH_SIZE,
): AsyncGenerator<R[]> {
  let next = fetchBatch(undefined, size);
  for (;;) {
    const rows = await next;
    const full = rows.length >= size;
    if (full) {
      next = fetchBatch(rows[rows.length - 1], size);
      // Awaited on the next turn; if the reader stops first, its failure must not go unhandled.
      next.catch(() => {});
    }
    yield rows;
    if (!full) return;
  }
}

export const EXPORT_BATCH_SIZE = 1000;

/** `orders-2026-05-31.csv`: the stem and today's UTC date. */
export function exportFileName(stem: string, now = new Date()): string {
  return `${stem}-${now.toISOString().slice(0, 10)}.csv`;
}

/** Sends the rows as a downloaded CSV file named after the stem and today's date. */
export function sendCsv<R>(
  reply: FastifyReply,
  stem: string,
  columns: readonly CsvColumn<R>[],
  batches: AsyncIterable<R[]>,
): void {
  reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${exportFileName(stem)}"`)
    .send(csvStream(columns, batches));
}

/** The 200 answer of an export route in the OpenAPI description. */
export const csvAnswer = (what: string) => ({
  description: `${what} as CSV: UTF-8 with a byte-order mark, a header line, CRLF between lines (RFC 4180); cells starting with = + - @, a tab or a carriage return get a leading apostrophe`,
  content: { 'text/csv': { schema: z.string() } },
});
