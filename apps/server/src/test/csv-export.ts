import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { UTF8_BOM } from '../lib/csv-stream.ts';
import { bearer, type TestApp } from './helper.ts';

/** The CSV lines without the BOM, split on CRLF (the demo's cells hold no line breaks). */
export const csvLines = (body: string) => body.slice(1).trimEnd().split('\r\n');

/** Cell `index` of each data line, counted after quoted cells are blanked (their commas do not split). */
export const csvColumn = (body: string, index: number) =>
  csvLines(body)
    .slice(1)
    .map((line) => line.replace(/"(?:[^"]|"")*"/g, 'x').split(',')[index]);

/** GET the export at `url` with a query string, as the admin, as `token`, or anonymously (null). */
export const csvDownloader =
  (t: TestApp, url: string) =>
  (query = '', token: string | null = t.adminToken) =>
    t.app.inject({ method: 'GET', url: `${url}${query}`, headers: token ? bearer(token) : {} });

/** A download named `<stem>-<today>.csv` (UTC) that starts with the BOM and then `header`. */
export function expectCsvFile(res: LightMyRequestResponse, stem: string, header: string): void {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  const today = new Date().toISOString().slice(0, 10);
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${stem}-${today}.csv"`);
  expect(res.body.startsWith(UTF8_BOM)).toBe(true);
  expect(csvLines(res.body)[0]).toBe(header);
}
