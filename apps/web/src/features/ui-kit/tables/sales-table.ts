import type { SalesDetail } from '@app/contracts/datatable';
import type { DataTableSort } from '@/components/data-table/data-table';

/** The columns the sales table sorts by (a DataTable column's `field`). */
export const SALES_SORT_FIELDS = ['product', 'date', 'buyer', 'price', 'total', 'status'] as const;
export type SalesSortField = (typeof SALES_SORT_FIELDS)[number];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `30 Apr 2020` as 20200430, to sort by. */
export function dateKey(text: string): number {
  const [day, month, year] = text.split(' ');
  return Number(year) * 10_000 + (MONTHS.indexOf(month) + 1) * 100 + Number(day);
}

const sortValue: Record<SalesSortField, (r: SalesDetail) => string | number> = {
  product: (r) => r.product.name.toLowerCase(),
  date: (r) => dateKey(r.date),
  buyer: (r) => r.buyer.name.toLowerCase(),
  price: (r) => r.product.price,
  total: (r) => r.payment.total,
  status: (r) => r.payment.receivedPaymentStatus,
};

/** The records whose product, brand, category or buyer holds the text (any case). */
export function searchSales(rows: readonly SalesDetail[], q: string | undefined): SalesDetail[] {
  const text = q?.trim().toLowerCase();
  if (!text) return [...rows];
  return rows.filter((r) =>
    [r.product.name, r.product.brand, r.product.category, r.buyer.name].some((v) =>
      v.toLowerCase().includes(text),
    ),
  );
}

/** Sorted by a column, ties kept in the server's order (newest first); no sort keeps that order. */
export function sortSales(rows: readonly SalesDetail[], sort: DataTableSort): SalesDetail[] {
  const field = sort.field as SalesSortField | undefined;
  if (!field || !SALES_SORT_FIELDS.includes(field)) return [...rows];
  const value = sortValue[field];
  const sign = sort.direction === 'desc' ? -1 : 1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const x = value(a.row);
      const y = value(b.row);
      return (x < y ? -1 : x > y ? 1 : 0) * sign || a.index - b.index;
    })
    .map((e) => e.row);
}

/** The rows of a 1-based page. */
export const pageOfRows = <R>(rows: readonly R[], page: number, pageSize: number): R[] =>
  rows.slice((page - 1) * pageSize, page * pageSize);

const FORMULA_START = /^[=+\-@\t\r]/;

/** One RFC 4180 cell, a leading formula character neutralised as the server's exports do (lib/csv-stream.ts). */
export function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const CSV_COLUMNS: [string, (r: SalesDetail) => string | number | boolean | null][] = [
  ['Product', (r) => r.product.name],
  ['Brand', (r) => r.product.brand],
  ['Category', (r) => r.product.category],
  ['Price', (r) => r.product.price],
  ['Free shipping', (r) => r.product.hasFreeShipping],
  ['Rating', (r) => r.product.rating],
  ['Date', (r) => r.date],
  ['Buyer', (r) => r.buyer.name],
  ['Total', (r) => r.payment.total],
  ['Paid', (r) => r.payment.paidAmount],
  ['Payment', (r) => r.payment.receivedPaymentStatus],
  ['Status', (r) => r.payment.status],
];

/** The rows as a CSV file's text: a byte-order mark for spreadsheets, CRLF between lines, none at the end. */
export function salesCsv(rows: readonly SalesDetail[]): string {
  const lines = [
    CSV_COLUMNS.map(([header]) => header),
    ...rows.map((r) => CSV_COLUMNS.map(([, value]) => value(r))),
  ];
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}`;
}
